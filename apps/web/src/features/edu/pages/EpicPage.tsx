import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import { Link as RouterLink, useSearchParams } from 'react-router';
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
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '260px 1fr' },
        gap: { xs: 2, md: 5 },
        maxWidth: 1280,
        mx: 'auto',
        px: { xs: 2, md: 4 },
        py: { xs: 3, md: 5 },
      }}
    >
      <Box sx={{ position: { md: 'sticky' }, top: { md: 24 }, alignSelf: 'start', minWidth: 0 }}>
        {episodes.data && <EpisodeRail episodes={episodes.data} currentId={chosen} lang={lang} />}
      </Box>
      <Box sx={{ minWidth: 0, maxWidth: 860 }}>
        {episodes.data?.length === 0 ? (
          <Typography>{t('edu:epic.empty')}</Typography>
        ) : episode.isError ? (
          <LoadError onRetry={() => void episode.refetch()} />
        ) : !data ? (
          <DetailSkeleton />
        ) : (
          <>
            <EpicEpisodeContent episode={data} lang={lang} />
            <Box
              component="nav"
              aria-label={t('edu:epic.navLabel')}
              sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, mt: 5 }}
            >
              {data.prev ? (
                <Button
                  component={RouterLink}
                  to={partHref(lang, data.prev.id)}
                  startIcon={<ChevronLeft aria-hidden />}
                >
                  {t('edu:epic.previous')}
                </Button>
              ) : (
                <span />
              )}
              {data.next && (
                <Button
                  component={RouterLink}
                  to={partHref(lang, data.next.id)}
                  endIcon={<ChevronRight aria-hidden />}
                  variant="contained"
                >
                  {t('edu:epic.next')}
                </Button>
              )}
            </Box>
          </>
        )}
      </Box>
    </Box>
  );
}
