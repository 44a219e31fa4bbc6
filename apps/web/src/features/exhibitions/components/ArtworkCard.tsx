import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ArtworkSummary } from '@atrium/shared/api/edu';
import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { CardTitleLink } from '#web/components/content/CardFrame';
import { langIfOther } from '#web/components/content/served-language';
import { ShownInMark } from '#web/components/content/ShownInMark';
import { ResponsivePicture } from '#web/components/media/ResponsivePicture';

const THUMB_SIZES = '(min-width: 1536px) 22vw, (min-width: 768px) 30vw, 50vw';

/**
 * An artwork in a grid: picture, title (the link, covering the card), date and keyword, and
 * "shown in …" when those are in another language than the page's.
 */
export function ArtworkCard({
  artwork,
  lang,
  headingLevel = 'h2',
}: {
  artwork: ArtworkSummary;
  lang: Language;
  headingLevel?: 'h2' | 'h3';
}) {
  // Only the artwork's texts carry their served language: the mark is the page's words.
  const served = langIfOther(artwork.lang, lang);
  const markId = useId();
  return (
    <Box component="article" sx={{ position: 'relative', height: '100%', '&:hover img': { opacity: 0.88 } }}>
      {artwork.thumbnail ? (
        <ResponsivePicture
          image={artwork.thumbnail}
          sizes={THUMB_SIZES}
          sx={{ aspectRatio: '1', objectFit: 'cover', borderRadius: 2, bgcolor: 'action.hover' }}
        />
      ) : (
        <Box sx={{ aspectRatio: '1', borderRadius: 2, bgcolor: 'action.hover' }} />
      )}
      <Typography
        component={headingLevel}
        variant="subtitle1"
        lang={served}
        sx={{ fontWeight: 700, mt: 1, lineHeight: 1.4 }}
      >
        <CardTitleLink to={href(lang, 'artwork', { id: artwork.id })} describedBy={served && markId}>
          {artwork.title}
        </CardTitleLink>
      </Typography>
      <Typography variant="body2" color="text.secondary" lang={served}>
        {[artwork.createdAt, artwork.keyword].filter(Boolean).join(' · ')}
      </Typography>
      <ShownInMark id={markId} served={artwork.lang} page={lang} sx={{ mt: 0.5 }} />
    </Box>
  );
}

/** Artwork cards: two to a row on phones, three from 768 px, four from 1536 px. */
export const artworkGridSx = {
  listStyle: 'none',
  m: 0,
  p: 0,
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', xl: 'repeat(4, 1fr)' },
} as const;
