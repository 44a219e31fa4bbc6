import Box from '@mui/material/Box';
import { Skeleton } from '#web/components/content/Skeleton';
import type { Language } from '@atrium/shared/languages';
import { SPACES_MAP_SIZES } from '@atrium/shared/media-urls';
import { LoadError } from '../content/LoadError';
import { ResponsivePicture } from '../media/ResponsivePicture';
import { useHotspots } from './hotspots';
import { HotspotMarker } from './HotspotMarker';

/** The demo map's ratio, for the space kept while it loads or when there is no picture. */
const DEFAULT_RATIO = '16 / 10';

interface SpacesMapProps {
  lang: Language;
  /** On /spaces the map is at the top of the page: load it at once. */
  priority?: boolean;
}

/**
 * The venue map with a marker per space (docs/spec/product-spec.md §2, "Spaces hotspot"). On the home page its data
 * comes from the HTML's boot data; on /spaces from the same cached query.
 */
export function SpacesMap({ lang, priority = false }: SpacesMapProps) {
  const hotspots = useHotspots(lang);
  if (hotspots.isPending) return <Skeleton variant="rectangular" sx={{ aspectRatio: DEFAULT_RATIO, height: 'auto' }} />;
  if (hotspots.isError) return <LoadError onRetry={() => void hotspots.refetch()} />;
  const { map, items } = hotspots.data;
  return (
    <Box
      sx={{
        position: 'relative',
        aspectRatio: map ? `${map.width} / ${map.height}` : DEFAULT_RATIO,
        bgcolor: 'action.hover',
        borderRadius: 2,
      }}
    >
      {map && (
        <ResponsivePicture
          image={map}
          sizes={SPACES_MAP_SIZES}
          priority={priority}
          sx={{ borderRadius: 2, height: '100%' }}
        />
      )}
      {items.map((item) => (
        <HotspotMarker key={item.slug || item.link} item={item} lang={lang} />
      ))}
    </Box>
  );
}
