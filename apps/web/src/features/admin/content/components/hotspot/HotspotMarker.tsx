import { useRef, type KeyboardEvent, type PointerEvent, type RefObject } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from '#web/lib/i18n/react';
import { percentAt, toPercent } from '#web/features/admin/content/lib/hotspot-placement';

export interface MarkerPosition {
  top: number;
  left: number;
}

const STEP = 0.5;
const BIG_STEP = 5;
const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [-1, 0],
  ArrowDown: [1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
};

interface HotspotMarkerProps {
  position: MarkerPosition;
  /** The map's box: positions are percent of it. */
  mapRef: RefObject<HTMLElement | null>;
  onMove: (position: MarkerPosition) => void;
  /** What the marker says (the hotspot's by default: where it is on the map). */
  label?: string;
  /** The id of the help text on how to move it. */
  describedBy?: string;
}

/**
 * The hotspot on the map (or a balloon on a webtoon panel): dragged with a pointer, moved with the arrow keys (Shift: further).
 * A button, so it is reached by Tab and says where it is.
 */
export function HotspotMarker({
  position,
  mapRef,
  onMove,
  label,
  describedBy = 'hotspot-map-help',
}: HotspotMarkerProps) {
  const { t } = useTranslation();
  const dragging = useRef(false);
  const follow = (event: PointerEvent<HTMLElement>) => {
    const map = mapRef.current;
    if (map) onMove(percentAt(map.getBoundingClientRect(), event.clientX, event.clientY));
  };
  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const arrow = ARROWS[event.key];
    if (!arrow) return;
    event.preventDefault();
    const step = event.shiftKey ? BIG_STEP : STEP;
    onMove({ top: toPercent(position.top + arrow[0] * step), left: toPercent(position.left + arrow[1] * step) });
  };
  return (
    <Box
      component="button"
      type="button"
      aria-label={label ?? t('admin:content.hotspot.marker', { top: position.top, left: position.left })}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      onClick={(event) => event.stopPropagation()}
      onPointerDown={(event) => {
        dragging.current = true;
        event.currentTarget.setPointerCapture?.(event.pointerId);
      }}
      onPointerMove={(event) => dragging.current && follow(event)}
      onPointerUp={(event) => {
        if (dragging.current) follow(event);
        dragging.current = false;
      }}
      onPointerCancel={() => (dragging.current = false)}
      sx={{
        position: 'absolute',
        top: `${position.top}%`,
        left: `${position.left}%`,
        transform: 'translate(-50%, -50%)',
        width: 28,
        height: 28,
        borderRadius: '50%',
        border: 3,
        borderColor: 'common.white',
        bgcolor: 'error.main',
        boxShadow: 3,
        cursor: 'grab',
        touchAction: 'none',
        p: 0,
        '&:focus-visible': { outline: 3, outlineColor: 'primary.main', outlineOffset: 2 },
      }}
    />
  );
}
