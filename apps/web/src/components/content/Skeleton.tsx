import Box from '@mui/material/Box';
import { keyframes, type SxProps, type Theme } from '@mui/material/styles';
import { withSx } from '#web/components/theme/with-sx';

const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

interface SkeletonProps {
  /** `text`: a line of the surrounding type's height (the default). */
  variant?: 'text' | 'rounded' | 'rectangular' | 'circular';
  width?: number | string;
  height?: number | string;
  'aria-label'?: string;
  sx?: SxProps<Theme>;
}

const RADIUS = { text: '4px / 6.7px', rounded: 1, rectangular: 0, circular: '50%' } as const;

/**
 * The shape of something that is loading, pulsing (still under prefers-reduced-motion: the
 * global rule). MUI's Skeleton looks, drawn from the theme's skeleton colour without its module
 * (1.2 KB of the first-load script of every page with a loading state, shown only after a
 * navigation in the browser). Its sizes are classes, not a style attribute (the CSP).
 */
export function Skeleton({ variant = 'text', width, height, sx, ...aria }: SkeletonProps) {
  const text = variant === 'text';
  return (
    <Box
      component="span"
      data-skeleton=""
      {...aria}
      sx={withSx(
        {
          display: 'block',
          bgcolor: 'var(--mui-palette-Skeleton-bg)',
          width,
          height: height ?? (text ? 'auto' : '1.2em'),
          borderRadius: RADIUS[variant],
          animation: `${pulse} 2s ease-in-out 0.5s infinite`,
          ...(text && {
            my: 0,
            transformOrigin: '0 55%',
            transform: 'scale(1, 0.60)',
            '&:empty::before': { content: '"\\00a0"' },
          }),
        },
        sx,
      )}
    />
  );
}
