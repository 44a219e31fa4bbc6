import clsx from 'clsx';
import { Tag } from '#web/components/content/Tag';
import { useTranslation } from '#web/lib/i18n/react';
import type { EpicSummary } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { CoverCard } from '#web/components/content/CoverCard';
import { langIfOther } from '#web/components/content/served-language';
import { PlayCircleIcon } from '../icons';
import styles from './EpicCard.module.css';

/** An epic episode in the list: cover, part and era, title (the link, covering the card), summary. */
export function EpicCard({ episode, lang }: { episode: EpicSummary; lang: Language }) {
  const { t } = useTranslation();
  return (
    <CoverCard
      lang={lang}
      servedLang={episode.lang}
      cover={episode.cover}
      coverAlt=""
      aspectRatio="16 / 9"
      title={episode.title}
      to={href(lang, 'eduEpic', { id: episode.id })}
      overline={
        <p className={clsx('type-body2', styles.part)}>
          {t('edu:epic.part', { n: episode.sequence })}
          {episode.period && (
            <>
              {' · '}
              <span lang={langIfOther(episode.lang, lang)}>{episode.period}</span>
            </>
          )}
        </p>
      }
    >
      <p className={clsx('type-body2 text-secondary', styles.summary)} lang={langIfOther(episode.lang, lang)}>
        {episode.summary}
      </p>
      <div className={styles.tags}>
        {episode.hasVideo && <Tag icon={<PlayCircleIcon />} label={t('edu:epic.hasVideo')} />}
        {episode.quizQuestionCount > 0 && (
          <Tag variant="outlined" label={t('edu:epic.hasQuiz', { n: episode.quizQuestionCount })} />
        )}
      </div>
    </CoverCard>
  );
}
