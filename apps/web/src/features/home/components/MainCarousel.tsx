import { lazy, useMemo, useState } from 'react';
import { useTranslation } from '#web/lib/i18n/react';
import type { MainSlide } from '@atrium/shared/api/content';
import { HOME_CAROUSEL_WIDE_MIN } from '@atrium/shared/breakpoints';
import { MAIN_CAROUSEL } from '@atrium/shared/limits';
import { WhenWanted } from '#web/components/WhenWanted';
import { useMatchMedia } from '#web/components/use-match-media';
import { CarouselPauseButton } from './CarouselPauseButton';
import { HeroSlide } from './HeroSlide';
import { heroSlidesFor } from './hero-slides';
import { useCarouselPlaying } from './use-carousel-playing';
import styles from './MainCarousel.module.css';

// Swiper and its CSS are not part of the page's first load: the first slide shows as it will in
// the carousel until the visitor reaches for it or its first move is near (SWIPER_LEAD_MS ahead).
const MainCarouselSwiper = lazy(() => import('./MainCarouselSwiper'));
const SWIPER_LEAD_MS = 1500;

const WIDE_QUERY = `(min-width: ${HOME_CAROUSEL_WIDE_MIN}px)`;

/** Spec "Main carousel": full width, looping, moving every 5 s, mobile or pc pictures by width. */
export function MainCarousel({ slides }: { slides: readonly MainSlide[] }) {
  const { t } = useTranslation();
  const wide = useMatchMedia(WIDE_QUERY);
  const views = useMemo(() => heroSlidesFor(slides, wide), [slides, wide]);
  const { playing, reducedMotion, toggle } = useCarouselPlaying();
  // When the first slide appeared: its first move comes a full interval later, whenever Swiper loads.
  const [shownAt] = useState(() => performance.now());
  const [first] = views;
  if (!first) return null;
  const still = <HeroSlide view={first} wide={wide} first />;
  return (
    <section
      aria-roledescription={t('home:carousel.roleDescription')}
      aria-label={t('home:main.label')}
      className={styles.carousel}
    >
      {views.length > 1 ? (
        <>
          {/* First in the carousel's tab order (WAI-ARIA carousel pattern), shown over the picture. */}
          <CarouselPauseButton
            playing={playing}
            onToggle={toggle}
            pauseLabel={t('home:main.pause')}
            playLabel={t('home:main.play')}
            className={styles.pause}
          />
          <WhenWanted fallback={still} afterMs={playing ? MAIN_CAROUSEL.autoplayMs - SWIPER_LEAD_MS : undefined}>
            <MainCarouselSwiper
              views={views}
              wide={wide}
              playing={playing}
              reducedMotion={reducedMotion}
              shownAt={shownAt}
            />
          </WhenWanted>
        </>
      ) : (
        still
      )}
    </section>
  );
}
