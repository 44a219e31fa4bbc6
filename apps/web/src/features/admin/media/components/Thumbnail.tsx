import Box from '@mui/material/Box';
import type { MediaItem } from '@atrium/shared/api/media';
import { hasRenditions, renditionUrl, THUMB_SMALLEST, thumbSrcSet } from '../lib/renditions';

/** Shown this wide in the library grid; srcset picks the rendition for the screen's density. */
const SIZES = '(min-width: 600px) 240px, 50vw';

/** A library image as AVIF, else WebP, at the width the screen needs: never the full original. */
export function Thumbnail({ item, alt }: { item: MediaItem; alt: string }) {
  const common = { alt, width: item.width, height: item.height, loading: 'lazy' as const, decoding: 'async' as const };
  const sx = { display: 'block', width: '100%', height: 160, objectFit: 'contain', bgcolor: 'action.hover' };
  if (!hasRenditions(item.url)) return <Box component="img" src={item.url} {...common} sx={sx} />;
  return (
    <picture>
      <source type="image/avif" srcSet={thumbSrcSet(item.url, 'avif')} sizes={SIZES} />
      <source type="image/webp" srcSet={thumbSrcSet(item.url, 'webp')} sizes={SIZES} />
      <Box component="img" src={renditionUrl(item.url, THUMB_SMALLEST, 'webp')} {...common} sx={sx} />
    </picture>
  );
}
