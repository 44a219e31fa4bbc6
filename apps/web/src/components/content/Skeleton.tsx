import clsx from 'clsx';
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
  '100%': styles.h100,
  96: styles.h96,
  120: styles.h120,
  140: styles.h140,
  160: styles.h160,
  200: styles.h200,
} as const;

interface SkeletonProps {
  /** `text`: a line of the surrounding type's height (the default). */
  variant?: 'text' | 'rounded' | 'rectangular' | 'circular';
  /** One of the classes' sizes; another is a class of the caller's (`className`). */
  width?: keyof typeof WIDTHS;
  height?: keyof typeof HEIGHTS;
  'aria-label'?: string;
  /** Another size or a margin: the caller's class wins over the skeleton's own. */
  className?: string;
}

/**
 * The shape of something that is loading, pulsing (still under prefers-reduced-motion: the
 * global rule). MUI's Skeleton looks without its module (shown only after a navigation in the
 * browser). Its sizes are classes, not a style attribute (the CSP).
 */
export function Skeleton({ variant = 'text', width, height, className, ...aria }: SkeletonProps) {
  return (
    <span
      data-skeleton=""
      {...aria}
      className={clsx(
        styles.skeleton,
        styles[variant],
        width !== undefined && WIDTHS[width],
        height !== undefined && HEIGHTS[height],
        className,
      )}
    />
  );
}
