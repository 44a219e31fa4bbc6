import type { Language } from '@atrium/shared/languages';
import { useNewsDate } from './use-news-date';
import styles from './NewsDate.module.css';

/** A publication date as a <time>, written the page language's way. */
export function NewsDate({ iso, lang }: { iso: string; lang: Language }) {
  const format = useNewsDate(lang);
  return (
    <time dateTime={iso} className={`type-body2 ${styles.date}`}>
      {format(iso)}
    </time>
  );
}
