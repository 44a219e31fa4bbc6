import clsx from 'clsx';
import { Skeleton } from '#web/components/content/Skeleton';
import type { Language } from '@atrium/shared/languages';
import { SPACES_MAP_SIZES } from '@atrium/shared/media-urls';
import { LoadError } from '../content/LoadError';
import { ResponsivePicture } from '../media/ResponsivePicture';
import { useHotspots } from './hotspots';
import { HotspotMarker } from './HotspotMarker';
import styles from './SpacesMap.module.css';

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
  if (hotspots.isPending)
    return (
      <div className={styles.loading}>
        <Skeleton variant="rectangular" height="100%" />
      </div>
    );
  if (hotspots.isError) return <LoadError onRetry={() => void hotspots.refetch()} />;
  const { map, items } = hotspots.data;
  return (
    // The picture's width and height give the map its ratio; without one, the demo's ratio.
    <div className={map ? styles.map : clsx(styles.map, styles.blank)}>
      {map && <ResponsivePicture image={map} sizes={SPACES_MAP_SIZES} priority={priority} />}
      {items.map((item) => (
        <HotspotMarker key={item.slug || item.link} item={item} lang={lang} />
      ))}
    </div>
  );
}
