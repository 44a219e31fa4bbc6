import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#web/lib/i18n/react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import 'swiper/css';
import 'swiper/css/a11y';
import type { EduSlide } from '@atrium/shared/api/content';
import { EDU_CARD } from '@atrium/shared/limits';
import { usePrefersReducedMotion } from '#web/components/use-match-media';
import { CarouselArrow } from './CarouselArrow';
import { EduCard } from './EduCard';
import { EDU_BREAKPOINTS } from './edu-carousel-layout';
import styles from './EduCards.module.css';

const SLIDE_SPEED_MS = 400;

/** The education cards' Swiper (its own chunk): arrows that hide at the start and at the end. */
export default function EduCarouselSwiper({ slides }: { slides: readonly EduSlide[] }) {
  const { t } = useTranslation();
  const reducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [edges, setEdges] = useState({ start: true, end: false });
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  // The arrow that was pressed and now hides at an edge hands keyboard focus to the other one.
  const focusAfterEdge = useRef<'previous' | 'next' | null>(null);

  const sync = (instance: SwiperInstance) => setEdges({ start: instance.isBeginning, end: instance.isEnd });

  useEffect(() => {
    const target = focusAfterEdge.current;
    focusAfterEdge.current = null;
    if (target === 'previous') previousRef.current?.focus();
    if (target === 'next') nextRef.current?.focus();
  }, [edges]);

  const move = (direction: 'previous' | 'next') => {
    if (!swiper) return;
    const pressed = direction === 'previous' ? previousRef.current : nextRef.current;
    if (direction === 'previous') swiper.slidePrev();
    else swiper.slideNext();
    const atEdge = direction === 'previous' ? swiper.isBeginning : swiper.isEnd;
    if (atEdge && document.activeElement === pressed)
      focusAfterEdge.current = direction === 'previous' ? 'next' : 'previous';
    sync(swiper);
  };

  return (
    <div className={styles.frame}>
      <CarouselArrow
        ref={previousRef}
        direction="previous"
        label={t('home:carousel.previous')}
        hidden={edges.start}
        onClick={() => move('previous')}
      />
      <Swiper
        modules={[A11y]}
        slidesPerView={1}
        spaceBetween={EDU_CARD.gap}
        breakpoints={EDU_BREAKPOINTS}
        speed={reducedMotion ? 0 : SLIDE_SPEED_MS}
        a11y={{
          itemRoleDescriptionMessage: t('home:carousel.slide'),
          slideLabelMessage: t('home:carousel.slideLabel', { n: '{{index}}', total: '{{slidesLength}}' }),
        }}
        onSwiper={(instance) => {
          setSwiper(instance);
          sync(instance);
        }}
        onSlideChange={sync}
        onReachBeginning={sync}
        onReachEnd={sync}
        onFromEdge={sync}
        onBreakpoint={sync}
        onResize={sync}
        style={{ paddingBottom: 4 }}
      >
        {slides.map((slide, i) => (
          <SwiperSlide key={i} style={{ height: 'auto' }}>
            <EduCard slide={slide} />
          </SwiperSlide>
        ))}
      </Swiper>
      <CarouselArrow
        ref={nextRef}
        direction="next"
        label={t('home:carousel.next')}
        hidden={edges.end}
        onClick={() => move('next')}
      />
    </div>
  );
}
