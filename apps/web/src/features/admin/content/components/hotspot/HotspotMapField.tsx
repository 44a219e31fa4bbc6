import { useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { Skeleton } from '#web/components/content/Skeleton';
import skeletonSizes from '#web/features/admin/components/skeleton-sizes.module.css';
import Typography from '@mui/material/Typography';
import { useController } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/react';
import { useLanguage } from '#web/lib/i18n/use-language';
import { AdminErrorAlert } from '#web/features/admin/components/AdminErrorAlert';
import { useSpacesMap } from '#web/features/admin/content/api/get-spaces-map';
import { useEditor } from '../editor/EditorContext';
import { percentAt } from '#web/features/admin/content/lib/hotspot-placement';
import { HotspotMarker, type MarkerPosition } from './HotspotMarker';

/**
 * The spaces map a hotspot sits on: a click places the marker, which can then be dragged or
 * moved with the arrow keys. It sets the form's `top` and `left` (percent, two decimals); the
 * number fields below stay the precise way.
 */
export function HotspotMapField() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const { clearErrors } = useEditor();
  const map = useSpacesMap(lang, true);
  const mapRef = useRef<HTMLDivElement>(null);
  const top = useController({ name: 'top' }).field;
  const left = useController({ name: 'left' }).field;
  const position: MarkerPosition | null =
    typeof top.value === 'number' && typeof left.value === 'number' ? { top: top.value, left: left.value } : null;
  const place = (next: MarkerPosition) => {
    top.onChange(next.top);
    left.onChange(next.left);
    clearErrors('top');
    clearErrors('left');
  };
  return (
    <Box component="section" aria-labelledby="hotspot-map-title">
      <Typography id="hotspot-map-title" component="h2" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('admin:content.hotspot.title')}
      </Typography>
      <Typography id="hotspot-map-help" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('admin:content.hotspot.help')}
      </Typography>
      {map.isError && <AdminErrorAlert error={map.error} />}
      {map.isPending && <Skeleton variant="rectangular" className={skeletonSizes.h320} />}
      {map.data === null && <Alert severity="info">{t('admin:content.hotspot.noMap')}</Alert>}
      {map.data && (
        // A mouse shortcut: the marker (keyboard) and the numbers below do the same.
        <Box
          ref={mapRef}
          data-testid="hotspot-map"
          onClick={(event) => {
            const box = mapRef.current;
            if (box) place(percentAt(box.getBoundingClientRect(), event.clientX, event.clientY));
          }}
          sx={{ position: 'relative', maxWidth: 900, cursor: 'crosshair', userSelect: 'none', lineHeight: 0 }}
        >
          <Box
            component="img"
            src={map.data.url}
            alt={map.data.alt}
            width={map.data.width || undefined}
            height={map.data.height || undefined}
            draggable={false}
            sx={{ display: 'block', width: '100%', height: 'auto' }}
          />
          {position && <HotspotMarker position={position} mapRef={mapRef} onMove={place} />}
        </Box>
      )}
    </Box>
  );
}
