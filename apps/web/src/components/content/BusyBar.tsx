import Box from '@mui/material/Box';
import { keyframes, type SxProps, type Theme } from '@mui/material/styles';
import { withSx } from '#web/components/theme/with-sx';

const travel = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

/**
 * A thin bar that moves while a list or a member's state loads again; it keeps its height when
 * idle, so nothing below it jumps. Decorative (aria-hidden): the content it precedes says what
 * changed. The look of MUI's indeterminate LinearProgress without its module (1.7 KB of the
 * first-load script); still under prefers-reduced-motion (the global rule).
 */
export function BusyBar({ busy, sx }: { busy: boolean; sx?: SxProps<Theme> }) {
  return (
    <Box
      aria-hidden
      sx={withSx(
        {
          position: 'relative',
          height: 4,
          overflow: 'hidden',
          visibility: busy ? 'visible' : 'hidden',
          bgcolor: 'rgba(var(--mui-palette-primary-mainChannel) / 0.24)',
          '&::after': {
            content: '""',
            position: 'absolute',
            inset: 0,
            width: '40%',
            bgcolor: 'primary.main',
            animation: `${travel} 1.6s ease-in-out infinite`,
          },
        },
        sx,
      )}
    />
  );
}
