import type { ReactNode } from 'react';
import type { Language } from '@atrium/shared/languages';
import { langIfOther } from '#web/components/content/served-language';
import { RichText } from '#web/components/content/RichText';
import { NewsDate } from './NewsDate';
import styles from './ArticleView.module.css';

interface ArticleViewProps {
  /** The news item's title, above the article's (a link on the public page). */
  newsTitle: ReactNode;
  title: string;
  html: string;
  publishedAt: string;
  lang: Language;
  /** The language each text was served in (a fallback where it is not the page's). */
  served: { title: Language; body: Language };
  /** 1 on the article page; 2 in the editor's preview, below the item's title. */
  headingLevel?: 1 | 2;
}

/** An article as readers see it: its news item, title, date and body (the public page and the editor's preview). */
export function ArticleView({ newsTitle, title, html, publishedAt, lang, served, headingLevel = 1 }: ArticleViewProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article>
      <header className={styles.header}>
        <p className={`type-body1 ${styles.newsTitle}`}>{newsTitle}</p>
        <Heading lang={langIfOther(served.title, lang)} className={`type-h3 ${styles.title}`}>
          {title}
        </Heading>
        <NewsDate iso={publishedAt} lang={lang} />
      </header>
      <div lang={langIfOther(served.body, lang)}>
        <RichText html={html} />
      </div>
    </article>
  );
}
