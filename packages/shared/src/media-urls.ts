import { HOME_CAROUSEL_WIDE_MIN } from './breakpoints';

/** Formats the server makes renditions of a stored picture in (GET /media/{key}?w=&f=). */
export const RENDITION_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof RENDITION_FORMATS)[number];

/**
 * The only widths the server renders of a stored picture (GET /media/{key}?w=&f=; any other is
 * refused with 400): the helpers below take no other, so no srcset can ask for one.
 */
export const RENDITION_WIDTHS = [320, 480, 640, 960, 1280, 1920] as const;
export type RenditionWidth = (typeof RENDITION_WIDTHS)[number];

export const renditionUrl = (url: string, width: RenditionWidth, format: ImageFormat) =>
  `${url}?w=${width}&f=${format}`;

/** A srcset over the given widths, skipping widths beyond the original (the server would not enlarge). */
export function srcSet(
  url: string,
  format: ImageFormat,
  widths: readonly RenditionWidth[],
  originalWidth?: number,
): string {
  const usable = originalWidth ? widths.filter((w) => w <= originalWidth) : [...widths];
  const list = usable.length ? usable : [widths[0] ?? RENDITION_WIDTHS[0]];
  return list.map((w) => `${renditionUrl(url, w, format)} ${w}w`).join(', ');
}

/** The width a <picture>'s fallback <img> asks for: the widest rendition not above the original. */
export const fallbackRenditionWidth = (widths: readonly RenditionWidth[], originalWidth: number): RenditionWidth =>
  widths.filter((w) => w <= originalWidth).at(-1) ?? widths[0] ?? RENDITION_WIDTHS[0];

/**
 * The venue map spans the content column: the viewport less the side drawer from 1200 px.
 * The page's <picture> and the server's preload of /spaces use the same sizes.
 */
export const SPACES_MAP_SIZES = '(min-width: 1200px) calc(100vw - 440px), 100vw';

/** The home carousel's pictures: widths offered, and the media queries that pick mobile or pc assets. */
export const MAIN_SLIDE_IMAGES = {
  mobile: {
    widths: [480, 640, 960] as const,
    media: `(max-width: ${HOME_CAROUSEL_WIDE_MIN - 0.02}px)`,
    sizes: '100vw',
  },
  pc: { widths: [960, 1280, 1920] as const, media: `(min-width: ${HOME_CAROUSEL_WIDE_MIN}px)`, sizes: '100vw' },
} as const;
