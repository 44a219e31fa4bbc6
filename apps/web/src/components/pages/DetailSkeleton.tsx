import { Skeleton } from '#web/components/content/Skeleton';
import { useTranslation } from '#web/lib/i18n/react';
import styles from './DetailSkeleton.module.css';

/** The shape of a detail page while it loads: a title, a picture and some lines. */
export function DetailSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('loading')}>
      <Skeleton variant="text" width="60%" className={styles.title} />
      <Skeleton variant="rounded" height="auto" className={styles.cover} />
      <Skeleton variant="text" className={styles.line} />
      <Skeleton variant="text" width="80%" />
    </div>
  );
}
