import { Skeleton } from '#web/components/content/Skeleton';
import styles from './NewsSkeleton.module.css';

/** The shape of a news page while it loads (a text line is as tall as its box's type). */
export function NewsSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <div aria-busy="true">
      <div className={styles.date}>
        <Skeleton variant="text" width="20%" />
      </div>
      <div className={styles.title}>
        <Skeleton variant="text" width="60%" />
      </div>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.row}>
          <Skeleton variant="rounded" height={120} />
        </div>
      ))}
    </div>
  );
}
