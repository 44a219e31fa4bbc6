import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import type { Image } from '@atrium/shared/api/content';
import type { Language } from '@atrium/shared/languages';
import { CardCover, CardFrame, CardTitleLink, type CoverRatio } from './CardFrame';
import { langIfOther } from './served-language';
import { ShownInMark } from './ShownInMark';
import styles from './CoverCard.module.css';

interface CoverCardProps {
  /** The page's language, and the language the card's texts were served in. */
  lang: Language;
  servedLang: Language;
  cover: Image | null;
  /** '16 / 10' by default. */
  aspectRatio?: CoverRatio;
  /** Empty when the title already says what the picture would (a decorative cover). */
  coverAlt?: string;
  title: string;
  to: string;
  /** A line above the title (a part number, an era). */
  overline?: ReactNode;
  /** The first card of a list, whose cover is the page's largest paint. */
  priority?: boolean;
  /** 3 where the list is grouped under headings of its own; 2 by default. */
  headingLevel?: 2 | 3;
  children?: ReactNode;
}

/** A list card: cover, then the title as the link covering the whole card, then its details. */
export function CoverCard(props: CoverCardProps) {
  const { lang, servedLang, cover, aspectRatio = '16 / 10', coverAlt, title, to, overline, priority, children } = props;
  const Heading = props.headingLevel === 3 ? 'h3' : 'h2';
  const served = langIfOther(servedLang, lang);
  const markId = useId();
  return (
    <CardFrame className={styles.card}>
      <CardCover cover={cover} aspectRatio={aspectRatio} alt={coverAlt} priority={priority} />
      <div className={styles.body}>
        {overline}
        {/* Only the served texts carry their language: the card's labels are the page's words. */}
        <Heading className={clsx('type-h6', styles.title)} lang={served}>
          <CardTitleLink to={to} describedBy={served && markId}>
            {title}
          </CardTitleLink>
        </Heading>
        <ShownInMark id={markId} served={servedLang} page={lang} className={styles.mark} />
        {children}
      </div>
    </CardFrame>
  );
}
