import { lazy, useId } from 'react';
import { ForwardButton } from '#web/components/pages/ForwardButton';
import { HomeSection } from './HomeSection';
import { useTranslation } from '#web/lib/i18n/react';
import type { EduSlide } from '@atrium/shared/api/content';
import { href } from '@atrium/shared/routes';
import { WhenWanted } from '#web/components/WhenWanted';
import { EduCardsStill } from './EduCardsStill';
import { useLanguage } from '#web/lib/i18n/use-language';
import styles from './EduCarousel.module.css';

// Swiper loads with the carousels that use it, never with the first-load script: this one once
// it is within a screen's height of the viewport or the visitor reaches for it. Until then the
// cards stand still, laid out as the carousel lays them out.
const EduCarouselSwiper = lazy(() => import('./EduCarouselSwiper'));
const NEAR_VIEWPORT = '100% 0px 100% 0px';

/** Home panel 7: the education cards, once the slides have loaded (docs/spec/product-spec.md §2). */
export function EduCarousel({ slides }: { slides: readonly EduSlide[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const headingId = useId();
  if (!slides.length) return null;
  return (
    <HomeSection headingId={headingId}>
      <div className={styles.header}>
        <div className={styles.intro}>
          <h2 id={headingId} className={`type-h4 ${styles.title}`}>
            {t('home:edu.title')}
          </h2>
          {/* The main colour, as before the move (MUI drew color="text.secondary" so). */}
          <p className={`type-body1 ${styles.text}`}>{t('home:edu.text')}</p>
        </div>
        <ForwardButton to={href(lang, 'edu')}>{t('home:edu.more')}</ForwardButton>
      </div>
      <WhenWanted fallback={<EduCardsStill slides={slides} />} near={NEAR_VIEWPORT}>
        <EduCarouselSwiper slides={slides} />
      </WhenWanted>
    </HomeSection>
  );
}
