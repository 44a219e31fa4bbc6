import { PageSkeleton } from '#web/components/content/PageSkeleton';
import { Skeleton } from '#web/components/content/Skeleton';
import styles from './NewsSkeleton.module.css';

/** The shape of a news page while it loads (a text line is as tall as its box's type). */
export function NewsSkeleton({ rows = 3 }: { rows?: number }) {
  const date = (
    <div className={styles.date}>
      <Skeleton variant="text" width="20%" />
    </div>
  );
  return (
    <PageSkeleton above={date} titleWidth="60%">
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={styles.row}>
          <Skeleton variant="rounded" height={120} />
        </div>
      ))}
    </PageSkeleton>
  );
}
