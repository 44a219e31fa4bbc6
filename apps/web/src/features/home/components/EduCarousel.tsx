import { lazy, useId } from 'react';
import Box from '@mui/material/Box';
import { ForwardButton } from '#web/components/pages/ForwardButton';
import { HomeSection } from './HomeSection';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import type { EduSlide } from '@atrium/shared/api/content';
import { href } from '@atrium/shared/routes';
import { WhenWanted } from '#web/components/WhenWanted';
import { EduCardsStill } from './EduCardsStill';
import { useLanguage } from '#web/lib/i18n/use-language';

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
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2 }}>
        <Box sx={{ maxWidth: 640 }}>
          <Typography id={headingId} component="h2" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
            {t('home:edu.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ lineHeight: 1.8 }}>
            {t('home:edu.text')}
          </Typography>
        </Box>
        <ForwardButton to={href(lang, 'edu')}>{t('home:edu.more')}</ForwardButton>
      </Box>
      <WhenWanted fallback={<EduCardsStill slides={slides} />} near={NEAR_VIEWPORT}>
        <EduCarouselSwiper slides={slides} />
      </WhenWanted>
    </HomeSection>
  );
}
