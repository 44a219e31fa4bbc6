import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import PlayCircle from '@mui/icons-material/PlayCircleOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EpicSummary } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { langIfOther } from '../../../components/content/servedLanguage';
import { ResponsivePicture } from '../../../components/media/ResponsivePicture';

const COVER_SIZES = '(min-width: 1536px) 30vw, (min-width: 768px) 45vw, 100vw';

/** An epic episode in the list: cover, part and era, title (the link, covering the card), summary. */
export function EpicCard({ episode, lang }: { episode: EpicSummary; lang: Language }) {
  const { t } = useTranslation();
  return (
    <Box
      component="article"
      lang={langIfOther(episode.lang, lang)}
      sx={{
        position: 'relative',
        height: '100%',
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      {episode.cover ? (
        <ResponsivePicture
          image={episode.cover}
          alt=""
          sizes={COVER_SIZES}
          sx={{ aspectRatio: '16 / 9', objectFit: 'cover' }}
        />
      ) : (
        <Box sx={{ aspectRatio: '16 / 9', bgcolor: 'action.hover' }} />
      )}
      <Box sx={{ p: 2.5 }}>
        <Typography variant="body2" color="primary" sx={{ fontWeight: 700 }}>
          {t('edu:epic.part', { n: episode.sequence })}
          {episode.period && ` · ${episode.period}`}
        </Typography>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          <Link
            component={RouterLink}
            to={href(lang, 'eduEpic', { id: episode.id })}
            color="inherit"
            sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
          >
            {episode.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.7, mt: 1 }}>
          {episode.summary}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
          {episode.hasVideo && <Chip size="small" icon={<PlayCircle aria-hidden />} label={t('edu:epic.hasVideo')} />}
          {episode.quizQuestionCount > 0 && (
            <Chip size="small" variant="outlined" label={t('edu:epic.hasQuiz', { n: episode.quizQuestionCount })} />
          )}
        </Box>
      </Box>
    </Box>
  );
}
