import clsx from 'clsx';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { otherLanguages } from '#web/components/content/served-language';
import { LoadError } from '#web/components/content/LoadError';
import { LinkButton } from '#web/components/ui/Button';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useEpics } from '../api/get-epics';
import { CardGridSkeleton } from '#web/components/pages/CardGridSkeleton';
import { EpicCard } from '../components/EpicCard';
import { QuizIcon, SlideshowIcon } from '../icons';
import { PageColumn } from '#web/components/pages/PageColumn';
import styles from './pages.module.css';
import own from './EpicListPage.module.css';

/** /edu/epic: the episodes of the epic history series, the way in at the first, and the quizzes. */
export default function EpicListPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const episodes = useEpics(lang);
  const served = otherLanguages(episodes.data, lang);
  const first = episodes.data?.[0];
  return (
    <PageColumn wide>
      <h1 className={clsx('type-h3', styles.title)}>{t('edu:epic.title')}</h1>
      <p className={clsx('type-body1 text-secondary', styles.intro, own.intro)}>{t('edu:epic.intro')}</p>
      <div className={own.actions}>
        {first && (
          <LinkButton to={href(lang, 'eduEpic', { id: first.id })} variant="contained" startIcon={<SlideshowIcon />}>
            {t('edu:epic.startAt', { n: first.sequence })}
          </LinkButton>
        )}
        <LinkButton to={href(lang, 'epicTests')} variant="outlined" startIcon={<QuizIcon />}>
          {t('edu:epic.allQuizzes')}
        </LinkButton>
      </div>
      {served.length > 0 && (
        <div className={styles.note}>
          <LanguageNote served={served} page={lang} />
        </div>
      )}
      {episodes.isError && <LoadError onRetry={() => void episodes.refetch()} />}
      {episodes.data?.length === 0 && <p className="type-body1">{t('edu:epic.empty')}</p>}
      <ol aria-busy={episodes.isPending} className={styles.grid}>
        {episodes.isPending && <CardGridSkeleton />}
        {episodes.data?.map((episode) => (
          <li key={episode.id}>
            <EpicCard episode={episode} lang={lang} />
          </li>
        ))}
      </ol>
    </PageColumn>
  );
}
