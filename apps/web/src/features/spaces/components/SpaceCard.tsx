import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { SpaceSummary } from '@atrium/shared/api/content';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { langIfOther } from '../../../components/content/servedLanguage';
import { ResponsivePicture } from '../../../components/media/ResponsivePicture';

/** Cards are a column on phones, two from 768 px, three from 1536 px (with the drawer beside). */
const COVER_SIZES = '(min-width: 1536px) 30vw, (min-width: 768px) 45vw, 100vw';

/** A space in the list: cover, name (the link, covering the card), floor and summary. */
export function SpaceCard({ space, lang }: { space: SpaceSummary; lang: Language }) {
  return (
    <Box
      component="article"
      lang={langIfOther(space.lang, lang)}
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
      {space.cover ? (
        <ResponsivePicture
          image={space.cover}
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
            to={href(lang, 'space', { slug: space.slug })}
            color="inherit"
            sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
          >
            {space.name}
          </Link>
        </Typography>
        <Typography variant="body2" color="primary" sx={{ fontWeight: 700, mb: 1 }}>
          {space.floor}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ lineHeight: 1.7 }}>
          {space.summary}
        </Typography>
      </Box>
    </Box>
  );
}
