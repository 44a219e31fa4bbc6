import clsx from 'clsx';
import type { Focus, Image } from '@atrium/shared/api/content';
import {
  fallbackRenditionWidth,
  RENDITION_WIDTHS,
  renditionUrl,
  srcSet,
  type RenditionWidth,
} from '@atrium/shared/media-urls';
import { loadingAttributes } from '#web/components/media/loading-attributes';
import styles from './ResponsivePicture.module.css';

/** CSS object-position of a picture's focus point (the centre when it has none). */
export const focusPosition = (focus: Focus | undefined) => (focus ? `${focus.x}% ${focus.y}%` : '50% 50%');

interface ResponsivePictureProps {
  image: Image;
  /** The `sizes` attribute: how wide the picture is shown, so the browser picks a rendition. */
  sizes: string;
  /** Among the widths the server renders (it refuses others). */
  widths?: readonly RenditionWidth[];
  /** The picture that is the page's largest paint: loaded at once, first. Others load lazily. */
  priority?: boolean;
  /** '' for a picture that only decorates (its text is said next to it). */
  alt?: string;
  /** Classes of the <img>; it fills the width and keeps its ratio unless told otherwise. */
  className?: string;
}

/**
 * A stored picture as AVIF, then WebP, then a WebP <img> for browsers without <picture>,
 * with its width and height so the layout does not jump while it loads.
 */
export function ResponsivePicture({
  image,
  sizes,
  widths = RENDITION_WIDTHS,
  priority = false,
  alt,
  className,
}: ResponsivePictureProps) {
  const fallbackWidth = fallbackRenditionWidth(widths, image.width);
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(image.url, 'avif', widths, image.width)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(image.url, 'webp', widths, image.width)} sizes={sizes} />
      <img
        src={renditionUrl(image.url, fallbackWidth, 'webp')}
        width={image.width}
        height={image.height}
        alt={alt ?? image.alt}
        {...loadingAttributes(priority)}
        // The page's largest picture is drawn with the first paint, not a frame later: an
        // asynchronous decode let the text paint first and put the largest paint 0.2–0.3 s
        // later, which Lighthouse's phone simulation turned into seconds (issue 39, item 7).
        decoding={priority ? 'sync' : 'async'}
        className={clsx(styles.img, className)}
        // A crop (object-fit: cover) keeps the point staff chose in view: a value only the picture
        // decides, so a style attribute the CSP allows by its hash (docs/decisions/025-static-css-for-public-pages.md).
        style={image.focus ? { objectPosition: focusPosition(image.focus) } : undefined}
      />
    </picture>
  );
}
