import { MEDIA_WIDTHS, type MEDIA_FORMATS } from '@atrium/shared/api/media';

type Format = (typeof MEDIA_FORMATS)[number];

/** Library thumbnails are at most this wide on screen; 2x screens take the next widths. */
const THUMB_WIDTHS = MEDIA_WIDTHS.filter((w) => w <= 640);

/** Renditions exist only for images the site itself serves (/media/…), not for an external store's URLs. */
export const hasRenditions = (url: string): boolean => url.startsWith('/media/');

export const renditionUrl = (url: string, width: number, format: Format): string => `${url}?w=${width}&f=${format}`;

/** `url?w=320&f=avif 320w, url?w=480&f=avif 480w, …` for a <source> of that format. */
export const thumbSrcSet = (url: string, format: Format): string =>
  THUMB_WIDTHS.map((w) => `${renditionUrl(url, w, format)} ${w}w`).join(', ');

export const THUMB_SMALLEST = THUMB_WIDTHS[0] ?? 320;
