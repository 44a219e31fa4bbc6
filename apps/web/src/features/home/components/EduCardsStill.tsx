import type { EduSlide } from '@atrium/shared/api/content';
import { EDU_CAROUSEL_SLIDES_PER_VIEW } from '@atrium/shared/limits';
import { EduCard } from './EduCard';
import styles from './EduCards.module.css';

/**
 * The education cards as the carousel first shows them, laid out as Swiper lays them out, before
 * its code has loaded (the server's markup, and all there is without JavaScript): the swap moves
 * nothing.
 */
/** The most cards a view shows, in part or whole: the others wait for the carousel. */
const MOST_IN_VIEW = Math.ceil(Math.max(...EDU_CAROUSEL_SLIDES_PER_VIEW.map(({ slides }) => slides)));

export function EduCardsStill({ slides }: { slides: readonly EduSlide[] }) {
  return (
    <div className={styles.frame}>
      <div className={styles.row}>
        {slides.slice(0, MOST_IN_VIEW).map((slide, i) => (
          <div key={i} className={styles.card}>
            <EduCard slide={slide} />
          </div>
        ))}
      </div>
    </div>
  );
}
