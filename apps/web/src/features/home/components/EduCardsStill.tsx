import Box from '@mui/material/Box';
import type { EduSlide } from '@atrium/shared/api/content';
import { EDU_CARD, EDU_CAROUSEL_SLIDES_PER_VIEW } from '@atrium/shared/limits';
import { EduCard } from './EduCard';
import { EDU_STILL_CARD_WIDTHS, EDU_WIDE_WIDTHS } from './edu-carousel-layout';

/**
 * The education cards as the carousel first shows them, laid out as Swiper lays them out, before
 * its code has loaded (the server's markup, and all there is without JavaScript): the swap moves
 * nothing.
 */
/** The most cards a view shows, in part or whole: the others wait for the carousel. */
const MOST_IN_VIEW = Math.ceil(Math.max(...EDU_CAROUSEL_SLIDES_PER_VIEW.map(({ slides }) => slides)));

export function EduCardsStill({ slides }: { slides: readonly EduSlide[] }) {
  return (
    <Box sx={{ position: 'relative', mt: 3, ...EDU_WIDE_WIDTHS }}>
      <Box sx={{ display: 'flex', gap: `${EDU_CARD.gap}px`, overflow: 'hidden', pb: '4px' }}>
        {slides.slice(0, MOST_IN_VIEW).map((slide, i) => (
          <Box key={i} sx={{ flexShrink: 0, ...EDU_STILL_CARD_WIDTHS }}>
            <EduCard slide={slide} />
          </Box>
        ))}
      </Box>
    </Box>
  );
}
