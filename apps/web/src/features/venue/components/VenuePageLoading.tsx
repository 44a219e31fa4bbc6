import { Skeleton } from '#web/components/content/Skeleton';
import { useTranslation } from '#web/lib/i18n/react';
import { VenueColumn } from './VenueColumn';
import styles from './VenuePageLoading.module.css';

/** A venue page's shape while its text loads. */
export function VenuePageLoading() {
  const { t } = useTranslation();
  return (
    <VenueColumn>
      <div role="status" aria-label={t('loading')}>
        {/* The shared Skeleton takes its size from its box: the title's line from a 3rem font, the cover's from a 16:9 frame. */}
        <div className={styles.title}>
          <Skeleton variant="text" width="60%" />
        </div>
        <Skeleton variant="text" />
        <Skeleton variant="text" width="85%" />
        <div className={styles.cover}>
          <Skeleton variant="rounded" height="auto" />
        </div>
      </div>
    </VenueColumn>
  );
}
