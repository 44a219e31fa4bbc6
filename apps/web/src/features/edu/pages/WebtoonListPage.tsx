import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import MenuBook from '@mui/icons-material/MenuBook';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { otherLanguages } from '#web/components/content/served-language';
import { LoadError } from '#web/components/content/LoadError';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useMemberView } from '#web/lib/use-member-view';
import { useWebtoons } from '../api/get-webtoons';
import { useWebtoonPositions } from '../api/webtoon-position';
import { CardGridSkeleton } from '#web/components/pages/CardGridSkeleton';
import { PageColumn, pageTitleSx } from '#web/components/pages/PageColumn';
import { WebtoonCard } from '../components/WebtoonCard';

/** /edu/webtoon: every episode in order; a member sees where they stopped reading. */
export default function WebtoonListPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const episodes = useWebtoons(lang);
  const positions = useWebtoonPositions(useMemberView());
  const last = positions.data?.last;
  const lastEpisode = last && episodes.data?.find((e) => e.id === last.episodeId);
  // A member goes on where they stopped; everyone else starts at the first episode.
  const target = lastEpisode ?? episodes.data?.[0];
  const served = otherLanguages(episodes.data, lang);
  return (
    <PageColumn>
      <Typography component="h1" variant="h3" sx={{ ...pageTitleSx, mb: 2 }}>
        {t('edu:webtoon.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, lineHeight: 1.8 }}>
        {t('edu:webtoon.intro')}
      </Typography>
      {target && (
        <Button
          component={RouterLink}
          to={href(lang, 'webtoon', { id: target.id })}
          variant="contained"
          startIcon={<MenuBook aria-hidden />}
          sx={{ mb: 4 }}
        >
          {lastEpisode ? t('edu:webtoon.continue', { n: lastEpisode.sequence }) : t('edu:webtoon.start')}
        </Button>
      )}
      {served.length > 0 && (
        <Box sx={{ mb: 2 }}>
          <LanguageNote served={served} page={lang} />
        </Box>
      )}
      {episodes.isError && <LoadError onRetry={() => void episodes.refetch()} />}
      {episodes.data?.length === 0 && <Typography>{t('edu:webtoon.empty')}</Typography>}
      <Box
        component="ol"
        aria-busy={episodes.isPending}
        sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2 }}
      >
        {episodes.isPending && <CardGridSkeleton count={4} ratio="5 / 1" />}
        {episodes.data?.map((episode) => (
          <li key={episode.id}>
            <WebtoonCard episode={episode} lang={lang} reading={episode.id === lastEpisode?.id} />
          </li>
        ))}
      </Box>
    </PageColumn>
  );
}
