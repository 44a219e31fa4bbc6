import { lazy, useMemo } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { MainSlide } from '@atrium/shared/api/content';
import { HOME_CAROUSEL_WIDE_MIN } from '@atrium/shared/breakpoints';
import { ClientOnly } from '#web/components/ClientOnly';
import { useMatchMedia } from '#web/components/use-match-media';
import { CarouselPauseButton } from './CarouselPauseButton';
import { HeroSlide } from './HeroSlide';
import { heroSlidesFor } from './hero-slides';
import { useCarouselPlaying } from './use-carousel-playing';

// Swiper and its CSS load with this carousel, not with the page: until they arrive the first
// slide shows as it will in the carousel, so the largest paint does not wait for them.
const MainCarouselSwiper = lazy(() => import('./MainCarouselSwiper'));

const WIDE_QUERY = `(min-width: ${HOME_CAROUSEL_WIDE_MIN}px)`;

/** Spec "Main carousel": full width, looping, moving every 5 s, mobile or pc pictures by width. */
export function MainCarousel({ slides }: { slides: readonly MainSlide[] }) {
  const { t } = useTranslation();
  const wide = useMatchMedia(WIDE_QUERY);
  const views = useMemo(() => heroSlidesFor(slides, wide), [slides, wide]);
  const { playing, reducedMotion, toggle } = useCarouselPlaying();
  const [first] = views;
  if (!first) return null;
  const still = <HeroSlide view={first} wide={wide} first />;
  return (
    <Box
      component="section"
      aria-roledescription={t('home:carousel.roleDescription')}
      aria-label={t('home:main.label')}
      sx={{ position: 'relative' }}
    >
      {views.length > 1 ? (
        <>
          {/* First in the carousel's tab order (WAI-ARIA carousel pattern), shown over the picture. */}
          <CarouselPauseButton
            playing={playing}
            onToggle={toggle}
            pauseLabel={t('home:main.pause')}
            playLabel={t('home:main.play')}
            sx={{ position: 'absolute', right: { xs: 12, md: 24 }, bottom: { xs: 12, md: 24 }, zIndex: 2 }}
          />
          <ClientOnly fallback={still}>
            <MainCarouselSwiper views={views} wide={wide} playing={playing} reducedMotion={reducedMotion} />
          </ClientOnly>
        </>
      ) : (
        still
      )}
    </Box>
  );
}
