import { useSearchParams } from 'react-router';
import { useTranslation } from '#web/lib/i18n/react';
import { LoadError } from '#web/components/content/LoadError';
import { ErrorFallback } from '#web/components/errors/ErrorFallback';
import { NotFound } from '#web/components/pages/NotFound';
import { useOwnHead } from '#web/components/use-page-head';
import { isApiError } from '#web/lib/api/ApiError';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useEpic } from '../api/get-epic';
import { useEpics } from '../api/get-epics';
import { DetailSkeleton } from '#web/components/pages/DetailSkeleton';
import { EpicEpisodeContent } from '../components/EpicEpisodeContent';
import { parseId } from '#web/lib/parse-id';
import { EpisodeRail, partHref } from '../components/EpisodeRail';
import { LinkButton } from '#web/components/ui/Button';
import { ChevronRightIcon } from '#web/components/ui/icons';
import { ChevronLeftIcon } from '../icons';
import styles from './EpicPage.module.css';

/**
 * /epic (members): the epic history series as one screen, the episode list beside the episode
 * being watched (`?part=` its id; the first by default).
 */
export default function EpicPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const [params] = useSearchParams();
  const episodes = useEpics(lang);
  const asked = params.get('part');
  const chosen = asked === null ? (episodes.data?.[0]?.id ?? null) : parseId(asked);
  const episode = useEpic(lang, chosen);
  useOwnHead(episode.data && { title: episode.data.title });

  if (episodes.isError) return <ErrorFallback error={episodes.error} onRetry={() => void episodes.refetch()} />;
  if (asked !== null && chosen === null) return <NotFound />;
  if (episode.isError && isApiError(episode.error) && episode.error.status === 404) return <NotFound />;
  const data = episode.data;
  return (
    <div className={styles.viewer}>
      <div className={styles.rail}>
        {episodes.data && <EpisodeRail episodes={episodes.data} currentId={chosen} lang={lang} />}
      </div>
      <div className={styles.episode}>
        {episodes.data?.length === 0 ? (
          <p className="type-body1">{t('edu:epic.empty')}</p>
        ) : episode.isError ? (
          <LoadError onRetry={() => void episode.refetch()} />
        ) : !data ? (
          <DetailSkeleton />
        ) : (
          <>
            <EpicEpisodeContent episode={data} lang={lang} />
            <nav aria-label={t('edu:epic.navLabel')} className={styles.nav}>
              {data.prev ? (
                <LinkButton to={partHref(lang, data.prev.id)} startIcon={<ChevronLeftIcon />}>
                  {t('edu:epic.previous')}
                </LinkButton>
              ) : (
                <span />
              )}
              {data.next && (
                <LinkButton to={partHref(lang, data.next.id)} endIcon={<ChevronRightIcon />} variant="contained">
                  {t('edu:epic.next')}
                </LinkButton>
              )}
            </nav>
          </>
        )}
      </div>
    </div>
  );
}
