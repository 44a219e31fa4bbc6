import type { Image } from '@atrium/shared/api/content';
import type { Language } from '@atrium/shared/languages';
import { langIfOther } from '#web/components/content/served-language';
import { ResponsivePicture } from '#web/components/media/ResponsivePicture';
import { NewsDate } from './NewsDate';
import styles from './NewsItemHeader.module.css';

interface NewsItemHeaderProps {
  title: string;
  summary: string;
  cover: Image | null;
  publishedAt: string;
  /** The page's language, for the date. */
  lang: Language;
  /** The language each text was served in (a fallback where it is not the page's). */
  served: { title: Language; summary: Language };
}

/** A news item's date, title, summary and cover: the top of /news/{id} and of the editor's preview. */
export function NewsItemHeader({ title, summary, cover, publishedAt, lang, served }: NewsItemHeaderProps) {
  return (
    <header className={styles.header}>
      <NewsDate iso={publishedAt} lang={lang} />
      <h1 lang={langIfOther(served.title, lang)} className={`type-h3 ${styles.title}`}>
        {title}
      </h1>
      {summary && (
        <p lang={langIfOther(served.summary, lang)} className={`type-body1 ${styles.summary}`}>
          {summary}
        </p>
      )}
      {cover && <ResponsivePicture image={cover} sizes="(min-width: 900px) 760px, 100vw" priority />}
    </header>
  );
}
