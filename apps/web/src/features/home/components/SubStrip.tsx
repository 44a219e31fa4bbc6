import { useTranslation } from '#web/lib/i18n/react';
import type { SubSlide } from '@atrium/shared/api/content';
import { SUB_STRIP } from '@atrium/shared/limits';
import { CarouselDots } from './CarouselDots';
import { CarouselPauseButton } from './CarouselPauseButton';
import { StripSlide } from './StripSlide';
import { useAutoAdvance } from './use-auto-advance';
import { useCarouselPlaying } from './use-carousel-playing';
import styles from './SubStrip.module.css';

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
    <section
      aria-roledescription={t('home:carousel.roleDescription')}
      aria-label={t('home:strip.label')}
      className={styles.strip}
    >
      {/* Announces a slide the visitor chose, not every automatic change (WAI-ARIA carousel pattern). */}
      <div aria-live={playing ? 'off' : 'polite'} className={styles.slides}>
        {slides.map((slide, i) => (
          <StripSlide
            key={i}
            slide={slide}
            active={i === current}
            label={t('home:carousel.slideLabel', { n: i + 1, total })}
          />
        ))}
      </div>
      {total > 1 && (
        <div className={styles.controls}>
          <CarouselPauseButton
            playing={playing}
            onToggle={toggle}
            pauseLabel={t('home:strip.pause')}
            playLabel={t('home:strip.play')}
          />
          <CarouselDots count={total} current={current} onSelect={setCurrent} />
        </div>
      )}
    </section>
  );
}
