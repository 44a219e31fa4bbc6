import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { Image } from '@atrium/shared/api/content';
import type { Language } from '@atrium/shared/languages';
import { ResponsivePicture } from '../media/ResponsivePicture';
import { langIfOther } from './served-language';

/** Cards are a column on phones, two from 768 px, three from 1536 px (with the drawer beside). */
const COVER_SIZES = '(min-width: 1536px) 30vw, (min-width: 768px) 45vw, 100vw';

interface CoverCardProps {
  /** The page's language, and the language the card's texts were served in. */
  lang: Language;
  servedLang: Language;
  cover: Image | null;
  /** '16 / 10' by default. */
  aspectRatio?: string;
  /** Empty when the title already says what the picture would (a decorative cover). */
  coverAlt?: string;
  title: string;
  to: string;
  /** A line above the title (a part number, an era). */
  overline?: ReactNode;
  children?: ReactNode;
}

/** A list card: cover, then the title as the link covering the whole card, then its details. */
export function CoverCard(props: CoverCardProps) {
  const { lang, servedLang, cover, aspectRatio = '16 / 10', coverAlt, title, to, overline, children } = props;
  return (
    <Box
      component="article"
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
      {cover ? (
        <ResponsivePicture image={cover} alt={coverAlt} sizes={COVER_SIZES} sx={{ aspectRatio, objectFit: 'cover' }} />
      ) : (
        <Box sx={{ aspectRatio, bgcolor: 'action.hover' }} />
      )}
      <Box sx={{ p: 2.5 }}>
        {overline}
        {/* Only the served texts carry their language: the card's labels are the page's words. */}
        <Typography component="h2" variant="h6" lang={langIfOther(servedLang, lang)} sx={{ fontWeight: 700 }}>
          <Link
            component={RouterLink}
            to={to}
            color="inherit"
            sx={{ '&::after': { content: '""', position: 'absolute', inset: 0 } }}
          >
            {title}
          </Link>
        </Typography>
        {children}
      </Box>
    </Box>
  );
}
