import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '#web/lib/i18n/react';
import type { EpicSummary } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { langIfOther } from '#web/components/content/served-language';

/** `?part=3`: the viewer's address for an episode, so it can be bookmarked and shared. */
export const partHref = (lang: Language, id: number) => `${href(lang, 'epic')}?part=${id}`;

/** The viewer's list of episodes: the current one marked; on phones a row above the episode. */
export function EpisodeRail({
  episodes,
  currentId,
  lang,
}: {
  episodes: EpicSummary[];
  currentId: number | null;
  lang: Language;
}) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('edu:epic.episodes')}>
      <Typography component="h2" variant="overline" sx={{ display: 'block', color: 'text.secondary', mb: 1 }}>
        {t('edu:epic.episodes')}
      </Typography>
      <Box
        component="ol"
        sx={{ listStyle: 'none', p: 0, m: 0, display: { xs: 'flex', md: 'block' }, gap: 1, overflowX: 'auto', pb: 1 }}
      >
        {episodes.map((episode) => {
          const current = episode.id === currentId;
          return (
            <Box component="li" key={episode.id} sx={{ flex: '0 0 auto', maxWidth: { xs: 220, md: 'none' } }}>
              <Link
                component={RouterLink}
                to={partHref(lang, episode.id)}
                aria-current={current ? 'page' : undefined}
                underline="none"
                sx={{
                  display: 'block',
                  px: 1.5,
                  py: 1,
                  borderRadius: 1,
                  color: current ? 'primary.contrastText' : 'text.primary',
                  bgcolor: current ? 'primary.main' : 'transparent',
                  '&:hover': { bgcolor: current ? 'primary.dark' : 'action.hover' },
                }}
              >
                <Box component="span" sx={{ display: 'block', fontSize: '0.8rem', fontWeight: 700 }}>
                  {t('edu:epic.part', { n: episode.sequence })}
                </Box>
                {/* The part number is the page's words; the title may be served in another language. */}
                <span lang={langIfOther(episode.lang, lang)}>{episode.title}</span>
              </Link>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
