import type { ComponentType } from 'react';
import type { SunghwaResponse } from '@atrium/shared/api/edu';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { langIfOther } from '#web/components/content/served-language';
import { ErrorFallback } from '#web/components/errors/ErrorFallback';
import { useOwnHead } from '#web/components/use-page-head';
import { useLanguage } from '#web/lib/i18n/use-language';
import { DetailSkeleton } from '#web/components/pages/DetailSkeleton';
import { useSunghwa } from '../api/get-sunghwa';
import styles from './SunghwaCourse.module.css';

/** A part of a layout of the course, drawn from the course. */
type CoursePart = ComponentType<{ course: SunghwaResponse }>;

interface SunghwaCourseProps {
  /** The layout's classes: its page's and its header's. */
  classes: { page?: string; header?: string };
  /** In the header, in the course's language: the title and what the layout puts with it. */
  header: CoursePart;
  /** Under the header: the chapters, as the layout shows them. */
  chapters: CoursePart;
}

/**
 * The sunghwa course in either layout: a skeleton while it loads, or the error with Retry; then
 * the page: the note when the course is in another language, the header in the course's
 * language, and the chapters.
 */
export function SunghwaCourse({ classes, header: Header, chapters: Chapters }: SunghwaCourseProps) {
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
  return (
    <div className={classes.page}>
      <LanguageNote served={course.data.lang} page={lang} />
      <header lang={langIfOther(course.data.lang, lang)} className={classes.header}>
        <Header course={course.data} />
      </header>
      <Chapters course={course.data} />
    </div>
  );
}
