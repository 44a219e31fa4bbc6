import clsx from 'clsx';
import { Element, type LegacySx } from './legacy-sx';
import styles from './Skeleton.module.css';

/** The widths and heights a skeleton takes, each a class (the CSP allows no style attribute). */
const WIDTHS = {
  '20%': styles.w20,
  '30%': styles.w30,
  '50%': styles.w50,
  '60%': styles.w60,
  '70%': styles.w70,
  '80%': styles.w80,
  '85%': styles.w85,
  '100%': styles.w100,
} as const;
const HEIGHTS = {
  auto: styles.hauto,
  96: styles.h96,
  120: styles.h120,
  140: styles.h140,
  160: styles.h160,
  200: styles.h200,
} as const;

interface SkeletonProps {
  /** `text`: a line of the surrounding type's height (the default). */
  variant?: 'text' | 'rounded' | 'rectangular' | 'circular';
  /** One of the classes' sizes; any other (the admin's) is drawn by MUI's sx meanwhile (legacy-sx.tsx). */
  width?: number | string;
  height?: number | string;
  'aria-label'?: string;
  /** Another size or a margin: the caller's class wins over the skeleton's own. */
  className?: string;
  sx?: LegacySx;
}

/**
 * The shape of something that is loading, pulsing (still under prefers-reduced-motion: the
 * global rule). MUI's Skeleton looks without its module (shown only after a navigation in the
 * browser). Its sizes are classes, not a style attribute (the CSP).
 */
export function Skeleton({ variant = 'text', width, height, className, sx, ...aria }: SkeletonProps) {
  const widthClass = width === undefined ? undefined : WIDTHS[width as keyof typeof WIDTHS];
  const heightClass = height === undefined ? undefined : HEIGHTS[height as keyof typeof HEIGHTS];
  const other = {
    ...(width !== undefined && !widthClass && { width }),
    ...(height !== undefined && !heightClass && { height }),
  };
  const legacy = Object.keys(other).length ? [other, ...(Array.isArray(sx) ? sx : [sx])] : sx;
  return (
    <Element
      as="span"
      data-skeleton=""
      {...aria}
      className={clsx(styles.skeleton, styles[variant], widthClass, heightClass, className)}
      sx={legacy}
    />
  );
}
