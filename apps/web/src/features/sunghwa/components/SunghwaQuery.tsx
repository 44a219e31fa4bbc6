import type { ReactNode } from 'react';
import type { SunghwaResponse } from '@atrium/shared/api/edu';
import { ErrorFallback } from '#web/components/errors/ErrorFallback';
import { useOwnHead } from '#web/components/use-page-head';
import { useLanguage } from '#web/lib/i18n/use-language';
import { DetailSkeleton } from '#web/components/pages/DetailSkeleton';
import { useSunghwa } from '../api/get-sunghwa';
import styles from './SunghwaQuery.module.css';

/** Loads the sunghwa course for either layout: a skeleton, then the layout, or the error with Retry. */
export function SunghwaQuery({ children }: { children: (course: SunghwaResponse) => ReactNode }) {
  const lang = useLanguage();
  const course = useSunghwa(lang);
  useOwnHead(course.data && { title: course.data.title });
  if (course.isError) return <ErrorFallback error={course.error} onRetry={() => void course.refetch()} />;
  if (!course.data) {
    return (
      <div className={styles.loading}>
        <DetailSkeleton />
      </div>
    );
  }
  return children(course.data);
}
