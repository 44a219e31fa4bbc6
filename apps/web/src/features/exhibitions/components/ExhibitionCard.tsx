import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ExhibitionSummary } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { langIfOther } from '../../../components/content/servedLanguage';
import { ResponsivePicture } from '../../../components/media/ResponsivePicture';
import { exhibitionPeriod } from './exhibitionDates';

const COVER_SIZES = '(min-width: 1536px) 30vw, (min-width: 768px) 45vw, 100vw';

/** An exhibition in the list: cover, title (the link, covering the card), place, period, summary. */
export function ExhibitionCard({ exhibition, lang }: { exhibition: ExhibitionSummary; lang: Language }) {
  const { t } = useTranslation();
  const period = exhibitionPeriod(exhibition.startsOn, exhibition.endsOn, lang);
  return (
    <Box
      component="article"
      lang={langIfOther(exhibition.lang, lang)}
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
      {exhibition.cover ? (
        <ResponsivePicture
          image={exhibition.cover}
          sizes={COVER_SIZES}
          sx={{ aspectRatio: '16 / 10', objectFit: 'cover' }}
        />
      ) : (
        <Box sx={{ aspectRatio: '16 / 10', bgcolor: 'action.hover' }} />
      )}
      <Box sx={{ p: 2.5 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          <Link
            component={RouterLink}
            to={href(lang, 'exhibition', { slug: exhibition.slug })}
            color="inherit"
            sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
          >
            {exhibition.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="primary" sx={{ fontWeight: 700, mt: 0.5 }}>
          {exhibition.place}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', my: 1 }}>
          {period ? (
            <Typography variant="body2" color="text.secondary">
              {period}
            </Typography>
          ) : (
            <Chip size="small" label={t('edu:exhibitions.permanent')} />
          )}
          <Typography variant="body2" color="text.secondary">
            {t('edu:exhibitions.artworkCount', { n: exhibition.artworkCount })}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.7 }}>
          {exhibition.summary}
        </Typography>
      </Box>
    </Box>
  );
}
