import { Skeleton } from '#web/components/content/Skeleton';
import { useTranslation } from '#web/lib/i18n/react';
import styles from './HomeSkeleton.module.css';

/**
 * Spec: a skeleton while the slides load (when the HTML did not already bring them), in the
 * main carousel's and the strip's shapes so nothing jumps when they arrive. The shared Skeleton
 * takes its size from its box.
 */
export function HomeSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('loading')}>
      <div className={styles.hero}>
        <Skeleton variant="rectangular" height="auto" />
      </div>
      <div className={styles.strip}>
        <div className={styles.picture}>
          <Skeleton variant="rounded" height={200} />
        </div>
        <div className={styles.text}>
          <div className={styles.heading}>
            <Skeleton variant="text" width="60%" />
          </div>
          <Skeleton variant="text" />
          <Skeleton variant="text" width="80%" />
        </div>
      </div>
    </div>
  );
}
