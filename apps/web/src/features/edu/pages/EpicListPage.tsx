import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Quiz from '@mui/icons-material/QuizOutlined';
import Slideshow from '@mui/icons-material/SlideshowOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '#web/lib/i18n/react';
import { href } from '@atrium/shared/routes';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { otherLanguages } from '#web/components/content/served-language';
import { LoadError } from '#web/components/content/LoadError';
import { useLanguage } from '#web/lib/i18n/use-language';
import { useEpics } from '../api/get-epics';
import { CardGridSkeleton, cardGridSx } from '#web/components/pages/CardGridSkeleton';
import { EpicCard } from '../components/EpicCard';
import { PageColumn, pageTitleSx } from '#web/components/pages/PageColumn';

/** /edu/epic: the episodes of the epic history series, with the members' viewer and quizzes. */
export default function EpicListPage() {
  const { t } = useTranslation();
  const lang = useLanguage();
  const episodes = useEpics(lang);
  const served = otherLanguages(episodes.data, lang);
  return (
    <PageColumn wide>
      <Typography component="h1" variant="h3" sx={{ ...pageTitleSx, mb: 2 }}>
        {t('edu:epic.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, lineHeight: 1.8, maxWidth: 720 }}>
        {t('edu:epic.intro')}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 4 }}>
        <Button
          component={RouterLink}
          to={href(lang, 'epic')}
          variant="contained"
          startIcon={<Slideshow aria-hidden />}
        >
          {t('edu:epic.openViewer')}
        </Button>
        <Button component={RouterLink} to={href(lang, 'epicTests')} variant="outlined" startIcon={<Quiz aria-hidden />}>
          {t('edu:epic.allQuizzes')}
        </Button>
      </Box>
      {served.length > 0 && (
        <Box sx={{ mb: 2 }}>
          <LanguageNote served={served} page={lang} />
        </Box>
      )}
      {episodes.isError && <LoadError onRetry={() => void episodes.refetch()} />}
      {episodes.data?.length === 0 && <Typography>{t('edu:epic.empty')}</Typography>}
      <Box component="ol" aria-busy={episodes.isPending} sx={cardGridSx}>
        {episodes.isPending && <CardGridSkeleton />}
        {episodes.data?.map((episode) => (
          <li key={episode.id}>
            <EpicCard episode={episode} lang={lang} />
          </li>
        ))}
      </Box>
    </PageColumn>
  );
}
