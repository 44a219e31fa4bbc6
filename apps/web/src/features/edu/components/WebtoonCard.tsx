import { useId } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from '#web/lib/i18n/react';
import type { WebtoonSummary } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { langIfOther } from '#web/components/content/served-language';
import { ShownInMark } from '#web/components/content/ShownInMark';
import { ResponsivePicture } from '#web/components/media/ResponsivePicture';
import { formatInstantDate } from '#web/lib/format/dates';

/** An episode in the list: thumbnail, number, title (the link, covering the row), summary, date. */
export function WebtoonCard({ episode, lang, reading }: { episode: WebtoonSummary; lang: Language; reading: boolean }) {
  const { t } = useTranslation();
  // Only the title and summary carry their served language: the number and date are the page's.
  const served = langIfOther(episode.lang, lang);
  const markId = useId();
  return (
    <Box
      component="article"
      sx={{
        position: 'relative',
        display: 'grid',
        gridTemplateColumns: { xs: '96px 1fr', sm: '160px 1fr' },
        gap: 2,
        alignItems: 'center',
        p: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: reading ? 'primary.main' : 'divider',
        '&:hover': { borderColor: 'primary.main' },
      }}
    >
      {episode.thumbnail ? (
        <ResponsivePicture
          image={episode.thumbnail}
          alt=""
          sizes="(min-width: 425px) 160px, 96px"
          widths={[320]}
          sx={{ aspectRatio: '1', objectFit: 'cover', borderRadius: 1 }}
        />
      ) : (
        <Box sx={{ aspectRatio: '1', borderRadius: 1, bgcolor: 'action.hover' }} />
      )}
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" color="primary" sx={{ fontWeight: 700 }}>
          {t('edu:webtoon.episode', { n: episode.sequence })}
          {reading && ` · ${t('edu:webtoon.reading')}`}
        </Typography>
        <Typography component="h2" variant="h6" lang={served} sx={{ fontWeight: 700, lineHeight: 1.4 }}>
          <Link
            component={RouterLink}
            to={href(lang, 'webtoon', { id: episode.id })}
            color="inherit"
            aria-describedby={served && markId}
            sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
          >
            {episode.title}
          </Link>
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          lang={served}
          sx={{ mt: 0.5, display: { xs: 'none', sm: 'block' } }}
        >
          {episode.summary}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {formatInstantDate(episode.publishedAt, lang)}
        </Typography>
        <ShownInMark id={markId} served={episode.lang} page={lang} sx={{ ml: 1 }} />
      </Box>
    </Box>
  );
}
