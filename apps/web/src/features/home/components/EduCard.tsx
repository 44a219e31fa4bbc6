import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { EduSlide } from '@atrium/shared/api/content';
import { EDU_CARD } from '@atrium/shared/limits';
import { langIfOther } from '#web/components/content/served-language';
import { ShownInMark } from '#web/components/content/ShownInMark';
import { ResponsivePicture } from '#web/components/media/ResponsivePicture';
import { useLanguage } from '#web/lib/i18n/use-language';
import { ContentLink, stretchedLink } from './ContentLink';

/** A card is as wide as its slide: 420 px on wide screens, else a share of the content column. */
const CARD_SIZES = `(min-width: ${EDU_CARD.wideFrom}px) ${EDU_CARD.width}px, (min-width: 770px) 60vw, 100vw`;
const PICTURE_RATIO = `${EDU_CARD.width} / ${EDU_CARD.height}`;

/**
 * An education card: picture, category, title, description; a click anywhere follows its link
 * (the title's link covers the card). The picture is 420×320 in ratio: exactly that on wide
 * screens, where the carousel gives each card 420 px (docs/spec/product-spec.md §9: cards 420×320).
 */
export function EduCard({ slide }: { slide: EduSlide }) {
  const lang = useLanguage();
  // Only the card's texts carry their served language: the mark is the page's words.
  const served = langIfOther(slide.lang, lang);
  const markId = useId();
  return (
    <Box
      component="article"
      sx={{
        position: 'relative',
        height: '100%',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        // Drawn inside the card, so the card and its picture keep their 420 px (docs/spec/product-spec.md §9).
        outline: '1px solid',
        outlineColor: 'divider',
        outlineOffset: '-1px',
        '&:hover img': { transform: 'scale(1.03)' },
      }}
    >
      <Box sx={{ overflow: 'hidden' }}>
        {slide.img ? (
          <ResponsivePicture
            image={slide.img}
            sizes={CARD_SIZES}
            sx={{
              aspectRatio: PICTURE_RATIO,
              objectFit: 'cover',
              transition: 'transform 300ms ease',
            }}
          />
        ) : (
          <Box sx={{ aspectRatio: PICTURE_RATIO, bgcolor: 'action.hover' }} />
        )}
      </Box>
      <Box sx={{ p: 2.5 }}>
        <Box lang={served}>
          <Typography variant="overline" component="p" color="primary" sx={{ fontWeight: 700, lineHeight: 1.6 }}>
            {slide.category}
          </Typography>
          <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            <ContentLink link={slide.link} describedBy={served && markId} sx={stretchedLink}>
              {slide.title}
            </ContentLink>
          </Typography>
          <Typography color="text.secondary" variant="body2" sx={{ lineHeight: 1.7 }}>
            {slide.description}
          </Typography>
        </Box>
        <ShownInMark id={markId} served={slide.lang} page={lang} sx={{ mt: 1 }} />
      </Box>
    </Box>
  );
}
