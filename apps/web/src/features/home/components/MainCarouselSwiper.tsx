import { useEffect, useState } from 'react';
import { useTranslation } from '#web/lib/i18n/react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import { MAIN_CAROUSEL } from '@atrium/shared/limits';
import { HeroSlide } from './HeroSlide';
import type { HeroSlideView } from './hero-slides';

interface MainCarouselSwiperProps {
  views: HeroSlideView[];
  wide: boolean;
  playing: boolean;
  reducedMotion: boolean;
  /** performance.now() when the first slide appeared: it moves on a full interval after that. */
  shownAt: number;
}

/** Loop needs a slide on each side of the shown one; with two, going past the end rewinds. */
const LOOP_MIN_SLIDES = 3;

/** The main carousel's Swiper (its own chunk, see MainCarousel). */
export default function MainCarouselSwiper({ views, wide, playing, reducedMotion, shownAt }: MainCarouselSwiperProps) {
  const { t } = useTranslation();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const loop = MAIN_CAROUSEL.loop && views.length >= LOOP_MIN_SLIDES;
  // Swiper reads these at start; later changes go through the instance (effect below).
  const [autoplay] = useState(() => ({
    enabled: playing,
    delay: Math.max(1000, MAIN_CAROUSEL.autoplayMs - (performance.now() - shownAt)),
    disableOnInteraction: false,
  }));

  // The pause button drives autoplay; swiping does not stop it (docs/spec/product-spec.md §9: continues after interaction).
  useEffect(() => {
    if (!swiper || swiper.destroyed) return;
    if (playing) swiper.autoplay.start();
    else swiper.autoplay.stop();
  }, [swiper, playing]);

  return (
    <Swiper
      modules={[A11y, Autoplay]}
      loop={loop}
      rewind={!loop}
      // No sliding animation under prefers-reduced-motion: a change (by the visitor) is instant.
      speed={reducedMotion ? 0 : MAIN_CAROUSEL.speedMs}
      autoplay={autoplay}
      // Loads the neighbours' pictures before they slide in; the others wait (loading="lazy").
      lazyPreloadPrevNext={1}
      a11y={{
        itemRoleDescriptionMessage: t('home:carousel.slide'),
        slideLabelMessage: t('home:carousel.slideLabel', { n: '{{index}}', total: '{{slidesLength}}' }),
      }}
      onSwiper={setSwiper}
      // The first move came sooner (the slide had been shown before Swiper loaded); then the interval.
      onSlideChange={(s) => {
        if (s.params.autoplay && typeof s.params.autoplay === 'object')
          s.params.autoplay.delay = MAIN_CAROUSEL.autoplayMs;
      }}
    >
      {views.map((view, i) => (
        <SwiperSlide key={view.id}>
          <HeroSlide view={view} wide={wide} first={i === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
