import clsx from 'clsx';
import { useTranslation } from '#web/lib/i18n/react';
import type { ArticleDetail } from '@atrium/shared/api/news';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { TextLink } from '#web/components/ui/TextLink';
import { ArrowBackIcon, ArrowForwardIcon } from './icons';
import styles from './ArticleNeighbours.module.css';

type Neighbour = NonNullable<ArticleDetail['prev']>;

/** The previous and next articles of the same news item, with their titles. */
export function ArticleNeighbours({
  newsId,
  prev,
  next,
  lang,
}: {
  newsId: number;
  prev: Neighbour | null;
  next: Neighbour | null;
  lang: Language;
}) {
  const { t } = useTranslation();
  if (!prev && !next) return null;
  const link = (a: Neighbour, kind: 'previous' | 'next') => (
    <TextLink
      to={href(lang, 'newsArticle', { id: newsId, aid: a.id })}
      rel={kind === 'previous' ? 'prev' : 'next'}
      className={clsx(styles.link, kind === 'next' && styles.next)}
    >
      <span className={`type-body2 ${styles.kind}`}>
        {kind === 'previous' && <ArrowBackIcon fontSize="small" />}
        {t(`news:article.${kind}`)}
        {kind === 'next' && <ArrowForwardIcon fontSize="small" />}
      </span>
      <span className={`type-body1 ${styles.title}`}>{a.title}</span>
    </TextLink>
  );
  return (
    <nav aria-label={t('news:article.neighbours')} className={styles.nav}>
      <div>{prev && link(prev, 'previous')}</div>
      <div>{next && link(next, 'next')}</div>
    </nav>
  );
}
