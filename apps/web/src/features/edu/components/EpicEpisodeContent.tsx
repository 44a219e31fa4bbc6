import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import Quiz from '@mui/icons-material/QuizOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '#web/lib/i18n/react';
import type { EpicDetail } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { ContentSections } from '#web/components/content/ContentSections';
import { LanguageNote } from '#web/components/content/LanguageNote';
import { PictureGallery } from '#web/components/content/PictureGallery';
import { langIfOther, pageLangWithin } from '#web/components/content/served-language';
import { DetailCover } from '#web/components/pages/DetailCover';
import { VideoFacade } from '#web/components/media/VideoFacade';
import { pageTitleSx } from '#web/components/pages/PageColumn';

/**
 * An epic episode: its number and era, title, summary, video (or cover), text sections, gallery
 * and the way to its quiz. Shared by /edu/epic/{id} and the members' viewer at /epic.
 */
export function EpicEpisodeContent({ episode, lang }: { episode: EpicDetail; lang: Language }) {
  const { t } = useTranslation();
  // The page's own words inside an episode served in a fallback language.
  const labels = pageLangWithin(episode.lang, lang);
  return (
    <>
      <LanguageNote served={episode.lang} page={lang} />
      <Box component="article" lang={langIfOther(episode.lang, lang)} sx={{ mt: 1 }}>
        <Typography color="primary" sx={{ fontWeight: 700 }}>
          <span lang={labels}>{t('edu:epic.part', { n: episode.sequence })}</span>
          {episode.period && ` · ${episode.period}`}
        </Typography>
        <Typography component="h1" variant="h3" sx={pageTitleSx}>
          {episode.title}
        </Typography>
        <Typography sx={{ fontSize: '1.15rem', lineHeight: 1.8, mt: 2, mb: 3 }}>{episode.summary}</Typography>
        {/* Either is the page's largest picture, in its first screen. */}
        {episode.video ? <VideoFacade video={episode.video} priority /> : <DetailCover cover={episode.cover} />}
        <ContentSections sections={episode.sections} />
        {episode.gallery.length > 0 && (
          <PictureGallery images={episode.gallery} label={t('edu:epic.gallery')} lang={labels} sx={{ mt: 4 }} />
        )}
      </Box>
      {episode.quizQuestionCount > 0 && (
        <Box
          sx={{
            mt: 5,
            p: 3,
            borderRadius: 2,
            bgcolor: 'action.hover',
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            flexWrap: 'wrap',
          }}
        >
          <Typography sx={{ flexGrow: 1 }}>{t('edu:epic.quizInvite', { n: episode.quizQuestionCount })}</Typography>
          <Button
            component={RouterLink}
            to={href(lang, 'epicTest', { id: episode.id })}
            variant="contained"
            startIcon={<Quiz aria-hidden />}
          >
            {t('edu:epic.takeQuiz')}
          </Button>
        </Box>
      )}
    </>
  );
}
