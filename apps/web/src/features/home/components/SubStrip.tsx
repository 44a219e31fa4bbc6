import Box from '@mui/material/Box';
import { useTranslation } from '#web/lib/i18n/react';
import type { SubSlide } from '@atrium/shared/api/content';
import { HOME_CAROUSEL_WIDE_MIN } from '@atrium/shared/breakpoints';
import { SUB_STRIP } from '@atrium/shared/limits';
import { CarouselDots } from './CarouselDots';
import { CarouselPauseButton } from './CarouselPauseButton';
import { StripSlide } from './StripSlide';
import { useAutoAdvance } from './use-auto-advance';
import { useCarouselPlaying } from './use-carousel-playing';

/**
 * Spec "Secondary strip": one slide at a time, advancing every 4 s with a 0.5 s fade, dots to
 * jump, hidden on small screens (below the main carousel's 600 px breakpoint).
 */
export function SubStrip({ slides }: { slides: readonly SubSlide[] }) {
  const { t } = useTranslation();
  const { playing, toggle } = useCarouselPlaying();
  const [current, setCurrent] = useAutoAdvance(slides.length, SUB_STRIP.advanceMs, playing);
  if (!slides.length) return null;
  const total = slides.length;
  return (
    <Box
      component="section"
      aria-roledescription={t('home:carousel.roleDescription')}
      aria-label={t('home:strip.label')}
      sx={{
        display: 'none',
        [`@media (min-width: ${HOME_CAROUSEL_WIDE_MIN}px)`]: { display: 'block' },
        px: { xs: 3, md: 6 },
        py: 5,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {/* Announces a slide the visitor chose, not every automatic change (WAI-ARIA carousel pattern). */}
      <Box aria-live={playing ? 'off' : 'polite'} sx={{ display: 'grid' }}>
        {slides.map((slide, i) => (
          <StripSlide
            key={i}
            slide={slide}
            active={i === current}
            label={t('home:carousel.slideLabel', { n: i + 1, total })}
          />
        ))}
      </Box>
      {total > 1 && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 3 }}>
          <CarouselPauseButton
            playing={playing}
            onToggle={toggle}
            pauseLabel={t('home:strip.pause')}
            playLabel={t('home:strip.play')}
          />
          <CarouselDots count={total} current={current} onSelect={setCurrent} />
        </Box>
      )}
    </Box>
  );
}
