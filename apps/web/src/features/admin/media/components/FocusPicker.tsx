import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { KeyboardEvent, MouseEvent } from 'react';
import { useTranslation } from '#web/lib/i18n/react';
import type { Focus } from '@atrium/shared/api/content';
import { focusPosition } from '#web/components/media/ResponsivePicture';
import { hasRenditions, renditionUrl } from '../lib/renditions';

const STEP = 5;
const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)));

/** The cuts the site makes of one picture: a wide one on computers, a tall one on phones. */
const CUTS = [
  { key: 'wide', ratio: '16 / 9', width: 160 },
  { key: 'tall', ratio: '4 / 5', width: 72 },
] as const;

interface FocusPickerProps {
  url: string;
  width: number;
  height: number;
  value: Focus;
  onChange: (focus: Focus) => void;
}

/**
 * Where crops of the picture centre: a click on the picture, or the arrow keys, move the point;
 * the wide and tall cuts beside it show what visitors will see.
 */
export function FocusPicker({ url, width, height, value, onChange }: FocusPickerProps) {
  const { t } = useTranslation();
  const src = hasRenditions(url) ? renditionUrl(url, 640, 'webp') : url;
  const pick = (event: MouseEvent<HTMLElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    onChange({
      x: clamp(((event.clientX - box.left) / box.width) * 100),
      y: clamp(((event.clientY - box.top) / box.height) * 100),
    });
  };
  const move = (event: KeyboardEvent<HTMLElement>) => {
    const delta: Record<string, [number, number]> = {
      ArrowLeft: [-STEP, 0],
      ArrowRight: [STEP, 0],
      ArrowUp: [0, -STEP],
      ArrowDown: [0, STEP],
    };
    const d = delta[event.key];
    if (event.key === 'Home') onChange({ x: 50, y: 50 });
    if (!d) return;
    event.preventDefault();
    onChange({ x: clamp(value.x + d[0]), y: clamp(value.y + d[1]) });
  };
  return (
    <Stack spacing={1}>
      <Typography id="focus-label" variant="subtitle2" component="p">
        {t('admin:media.focus.label')}
      </Typography>
      <Typography id="focus-help" variant="body2" color="text.secondary">
        {t('admin:media.focus.help')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Box
          role="slider"
          tabIndex={0}
          aria-labelledby="focus-label"
          aria-describedby="focus-help"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={value.x}
          aria-valuetext={t('admin:media.focus.value', { x: value.x, y: value.y })}
          onClick={pick}
          onKeyDown={move}
          sx={{
            position: 'relative',
            width: { xs: '100%', sm: 280 },
            cursor: 'crosshair',
            lineHeight: 0,
            borderRadius: 1,
            '&:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          <Box
            component="img"
            src={src}
            alt=""
            width={width}
            height={height}
            sx={{ width: '100%', height: 'auto', borderRadius: 1 }}
          />
          <Box
            aria-hidden
            // Inline: a value that changes with every key press, not a new class each time.
            style={{ left: `${value.x}%`, top: `${value.y}%` }}
            sx={{
              position: 'absolute',
              width: 22,
              height: 22,
              ml: '-11px',
              mt: '-11px',
              borderRadius: '50%',
              border: '3px solid #fff',
              boxShadow: '0 0 0 2px #000',
              pointerEvents: 'none',
            }}
          />
        </Box>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'flex-end' }}>
          {CUTS.map((cut) => (
            <Box key={cut.key} component="figure" sx={{ m: 0 }}>
              <Box
                component="img"
                src={src}
                alt=""
                style={{ objectPosition: focusPosition(value) }}
                sx={{
                  display: 'block',
                  width: cut.width,
                  aspectRatio: cut.ratio,
                  objectFit: 'cover',
                  borderRadius: 1,
                }}
              />
              <Typography component="figcaption" variant="caption" color="text.secondary">
                {t(`admin:media.focus.${cut.key}`)}
              </Typography>
            </Box>
          ))}
        </Stack>
      </Stack>
    </Stack>
  );
}
