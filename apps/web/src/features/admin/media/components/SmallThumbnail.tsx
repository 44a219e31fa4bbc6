import type { Image } from '@atrium/shared/api/content';
import { hasRenditions, renditionUrl, THUMB_SMALLEST } from '../lib/renditions';

const BOX = { width: 64, height: 48 };

/**
 * A picture at a list row's size (64 × 48, cropped at its focus point): the smallest rendition,
 * AVIF else WebP, loaded as the row scrolls into view.
 */
export function SmallThumbnail({ image }: { image: Image }) {
  const style = {
    display: 'block',
    ...BOX,
    objectFit: 'cover' as const,
    objectPosition: image.focus ? `${image.focus.x}% ${image.focus.y}%` : undefined,
    borderRadius: 4,
  };
  const img = (src: string) => <img src={src} alt={image.alt} {...BOX} loading="lazy" decoding="async" style={style} />;
  if (!hasRenditions(image.url)) return img(image.url);
  return (
    <picture>
      <source type="image/avif" srcSet={renditionUrl(image.url, THUMB_SMALLEST, 'avif')} />
      {img(renditionUrl(image.url, THUMB_SMALLEST, 'webp'))}
    </picture>
  );
}
