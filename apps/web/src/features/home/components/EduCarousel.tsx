import { lazy, useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ArrowForward from '@mui/icons-material/ArrowForward';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EduSlide } from '@atrium/shared/api/content';
import { href } from '@atrium/shared/routes';
import { ClientOnly } from '#web/components/ClientOnly';
import { useLanguage } from '#web/lib/i18n/use-language';

// Swiper loads with the carousels that use it, never with the first-load script.
const EduCarouselSwiper = lazy(() => import('./EduCarouselSwiper'));

/** Home panel 7: the education cards, once the slides have loaded (docs/spec/product-spec.md §2). */
export function EduCarousel({ slides }: { slides: readonly EduSlide[] }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const headingId = useId();
  if (!slides.length) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ px: { xs: 3, md: 6 }, py: { xs: 5, md: 7 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', justifyContent: 'space-between', gap: 2 }}>
        <Box sx={{ maxWidth: 640 }}>
          <Typography id={headingId} component="h2" variant="h4" sx={{ fontWeight: 700, mb: 2 }}>
            {t('home:edu.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ lineHeight: 1.8 }}>
            {t('home:edu.text')}
          </Typography>
        </Box>
        <Button component={RouterLink} to={href(lang, 'edu')} endIcon={<ArrowForward aria-hidden />}>
          {t('home:edu.more')}
        </Button>
      </Box>
      <ClientOnly fallback={<Box sx={{ minHeight: 420, mt: 3 }} />}>
        <EduCarouselSwiper slides={slides} />
      </ClientOnly>
    </Box>
  );
}
