import type { Image } from '@atrium/shared/api/content';
import { MAIN_SLIDE_IMAGES, renditionUrl, srcSet } from '@atrium/shared/media-urls';
import { loadingAttributes } from '#web/components/media/loading-attributes';
import styles from './HeroPicture.module.css';

interface HeroPictureProps {
  mobile: Image | null;
  pc: Image | null;
  /** Which of the two the current screen shows (600 px and up: pc). */
  wide: boolean;
  /** The first slide: the page's largest paint, preloaded by the server's <link rel=preload>. */
  first: boolean;
}

/** A source per format and size. The srcset is built exactly as the server's preload builds it, so the browser reuses that download. */
function sources(image: Image | null, size: 'mobile' | 'pc', format: 'avif' | 'webp') {
  if (!image) return null;
  const spec = MAIN_SLIDE_IMAGES[size];
  return (
    <source
      type={`image/${format}`}
      media={spec.media}
      srcSet={srcSet(image.url, format, spec.widths, image.width || undefined)}
      sizes={spec.sizes}
      width={image.width || undefined}
      height={image.height || undefined}
    />
  );
}

/** The main carousel's picture: AVIF, then WebP, for the mobile and pc sizes, then an <img>. */
export function HeroPicture({ mobile, pc, wide, first }: HeroPictureProps) {
  const shown = (wide ? pc : mobile) ?? pc ?? mobile;
  if (!shown) return null;
  const fallbackWidth = (wide ? MAIN_SLIDE_IMAGES.pc : MAIN_SLIDE_IMAGES.mobile).widths[0];
  return (
    <picture>
      {sources(mobile, 'mobile', 'avif')}
      {sources(pc, 'pc', 'avif')}
      {sources(mobile, 'mobile', 'webp')}
      {sources(pc, 'pc', 'webp')}
      <img
        src={renditionUrl(shown.url, fallbackWidth, 'webp')}
        width={shown.width || undefined}
        height={shown.height || undefined}
        alt={shown.alt}
        {...loadingAttributes(first)}
        decoding={first ? 'sync' : 'async'}
        className={styles.img}
      />
    </picture>
  );
}
