import { useRef, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from '#web/lib/i18n/react';
import type { Field } from '@atrium/shared/content/fields';
import { useMediaItem } from '#web/features/admin/content/api/get-media-item';
import { useEditor } from '../editor/EditorContext';
import { fieldDomId } from '../fields/use-field-errors';
import { HotspotMarker, type MarkerPosition } from '../hotspot/HotspotMarker';

/** A list of balloons placed on a picture: numeric x, y and width in percent (a webtoon panel's). */
export const isBalloonList = (field: Field): boolean =>
  field.kind === 'list' &&
  field.of.x?.kind === 'number' &&
  field.of.y?.kind === 'number' &&
  field.of.width?.kind === 'number';

/**
 * A panel's picture with a marker per balloon at its centre, its width outlined: dragged, or
 * moved with the arrow keys, a marker sets the balloon's x and y (the numbers below stay the
 * precise way). `prefix` is the panel's path ('panels.2.'); its `image` is the picture.
 */
export function BalloonPlacer({ prefix }: { prefix: string }) {
  const { t } = useTranslation();
  const boxRef = useRef<HTMLDivElement>(null);
  const imageId = useWatch({ name: `${prefix}image` }) as string | null;
  const balloons = (useWatch({ name: `${prefix}balloons` }) ?? []) as unknown[];
  const media = useMediaItem(imageId || null);
  if (!imageId || !media.data || balloons.length === 0) return null;
  const helpId = fieldDomId(`${prefix}balloons`, 'placer-help');
  return (
    <Box component="section" aria-label={t('admin:content.balloons.title')}>
      <Typography component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
        {t('admin:content.balloons.title')}
      </Typography>
      <Typography id={helpId} variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('admin:content.balloons.help')}
      </Typography>
      <Box ref={boxRef} sx={{ position: 'relative', maxWidth: 360, userSelect: 'none', lineHeight: 0 }}>
        <Box
          component="img"
          src={media.data.url}
          alt=""
          width={media.data.width || undefined}
          height={media.data.height || undefined}
          draggable={false}
          sx={{ display: 'block', width: '100%', height: 'auto' }}
        />
        {balloons.map((_, i) => (
          <PlacedBalloon key={i} name={`${prefix}balloons.${i}`} n={i + 1} boxRef={boxRef} helpId={helpId} />
        ))}
      </Box>
    </Box>
  );
}

function PlacedBalloon({
  name,
  n,
  boxRef,
  helpId,
}: {
  name: string;
  n: number;
  boxRef: RefObject<HTMLDivElement | null>;
  helpId: string;
}) {
  const { t } = useTranslation();
  const { clearErrors } = useEditor();
  const x = useController({ name: `${name}.x` }).field;
  const y = useController({ name: `${name}.y` }).field;
  const width = useWatch({ name: `${name}.width` }) as number | null;
  if (typeof x.value !== 'number' || typeof y.value !== 'number') return null;
  const move = (next: MarkerPosition) => {
    x.onChange(next.left);
    y.onChange(next.top);
    clearErrors(`${name}.x`);
    clearErrors(`${name}.y`);
  };
  return (
    <>
      {typeof width === 'number' && (
        // The balloon's width, for judging where it falls on the art.
        <Box
          aria-hidden
          sx={{
            position: 'absolute',
            left: `${x.value}%`,
            top: `${y.value}%`,
            width: `${width}%`,
            height: '1.5em',
            transform: 'translate(-50%, -50%)',
            border: '2px dashed',
            borderColor: 'common.white',
            outline: '1px solid rgba(0,0,0,0.5)',
            borderRadius: 1,
            pointerEvents: 'none',
          }}
        />
      )}
      <HotspotMarker
        position={{ top: y.value, left: x.value }}
        mapRef={boxRef}
        onMove={move}
        label={t('admin:content.balloons.marker', { n, x: x.value, y: y.value })}
        describedBy={helpId}
      />
    </>
  );
}
