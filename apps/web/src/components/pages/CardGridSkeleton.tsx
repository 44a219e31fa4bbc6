import { Skeleton } from '#web/components/content/Skeleton';
import styles from './CardGridSkeleton.module.css';

/** The cards' shapes, each a class (the CSP allows no style attribute). */
const RATIOS = {
  '16 / 10': styles.ratio16x10,
  '1': styles.ratio1,
  '6 / 1': styles.ratio6x1,
  '5 / 1': styles.ratio5x1,
} as const;

/** Placeholder cards while a list loads (inside the list's own <ul>). */
export function CardGridSkeleton({ count = 3, ratio = '16 / 10' }: { count?: number; ratio?: keyof typeof RATIOS }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <li key={i}>
          <Skeleton variant="rounded" height="auto" className={RATIOS[ratio]} />
          <Skeleton variant="text" width="70%" className={styles.line} />
        </li>
      ))}
    </>
  );
}
