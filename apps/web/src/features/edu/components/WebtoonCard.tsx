import clsx from 'clsx';
import { useId } from 'react';
import { Link } from '#web/lib/router';
import { useTranslation } from '#web/lib/i18n/react';
import type { WebtoonSummary } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { langIfOther } from '#web/components/content/served-language';
import { ShownInMark } from '#web/components/content/ShownInMark';
import { ResponsivePicture } from '#web/components/media/ResponsivePicture';
import { formatInstantDate } from '#web/lib/format/dates';
import styles from './WebtoonCard.module.css';

/** An episode in the list: thumbnail, number, title (the link, covering the row), summary, date. */
export function WebtoonCard({ episode, lang, reading }: { episode: WebtoonSummary; lang: Language; reading: boolean }) {
  const { t } = useTranslation();
  // Only the title and summary carry their served language: the number and date are the page's.
  const served = langIfOther(episode.lang, lang);
  const markId = useId();
  return (
    <article className={clsx(styles.card, reading && styles.reading)}>
      {episode.thumbnail ? (
        <ResponsivePicture image={episode.thumbnail} alt="" sizes="(min-width: 425px) 160px, 96px" widths={[320]} />
      ) : (
        <div className={styles.blank} />
      )}
      <div className={styles.text}>
        <p className={clsx('type-body2', styles.number)}>
          {t('edu:webtoon.episode', { n: episode.sequence })}
          {reading && ` · ${t('edu:webtoon.reading')}`}
        </p>
        <h2 className={clsx('type-h6', styles.title)} lang={served}>
          <Link
            to={href(lang, 'webtoon', { id: episode.id })}
            aria-describedby={served && markId}
            className={styles.link}
          >
            {episode.title}
          </Link>
        </h2>
        <p className={clsx('type-body2 text-secondary', styles.summary)} lang={served}>
          {episode.summary}
        </p>
        <span className="type-caption text-secondary">{formatInstantDate(episode.publishedAt, lang)}</span>
        {served && (
          <span className={styles.mark}>
            <ShownInMark id={markId} served={episode.lang} page={lang} />
          </span>
        )}
      </div>
    </article>
  );
}
