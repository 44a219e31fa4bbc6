import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from '#web/lib/i18n/react';
import type { SubSlide } from '@atrium/shared/api/content';
import { SUB_STRIP } from '@atrium/shared/limits';
import { contentHref } from '@atrium/shared/links';
import { Link as RouterLink } from 'react-router';
import { langIfOther } from '#web/components/content/served-language';
import { ShownInMark } from '#web/components/content/ShownInMark';
import { ResponsivePicture } from '#web/components/media/ResponsivePicture';
import { visuallyHidden } from '#web/components/forms/visually-hidden';
import { useLanguage } from '#web/lib/i18n/use-language';

interface StripSlideProps {
  slide: SubSlide;
  active: boolean;
  label: string;
}

/** The strip's picture takes 40% of the row from 768 px; below it is hidden (docs/spec/product-spec.md §2). */
const IMAGE_SIZES = '(min-width: 1200px) 30vw, 40vw';

/**
 * One secondary slide: picture, title, description and, only when it has a link, a button.
 * Slides sit on top of each other and cross-fade; a hidden one is also hidden from assistive
 * technology and the tab order (visibility).
 */
export function StripSlide({ slide, active, label }: StripSlideProps) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const target = contentHref(lang, slide.link);
  return (
    <Box
      role="group"
      aria-roledescription={t('home:carousel.slide')}
      aria-label={label}
      sx={{
        gridArea: '1 / 1',
        display: 'flex',
        gap: 4,
        alignItems: 'center',
        opacity: active ? 1 : 0,
        visibility: active ? 'visible' : 'hidden',
        transition: `opacity ${SUB_STRIP.fadeSeconds}s ease, visibility ${SUB_STRIP.fadeSeconds}s`,
      }}
    >
      {slide.img && (
        <Box sx={{ display: { xs: 'none', md: 'block' }, flex: '0 0 40%', maxWidth: 420 }}>
          <ResponsivePicture
            image={slide.img}
            sizes={IMAGE_SIZES}
            sx={{ aspectRatio: '4 / 3', objectFit: 'cover', borderRadius: 2 }}
          />
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {/* The slide's text may be a fallback language; the button's words are the page's. */}
        <Box lang={langIfOther(slide.lang, lang)}>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1 }}>
            {slide.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2, lineHeight: 1.7 }}>
            {slide.description}
          </Typography>
        </Box>
        <ShownInMark served={slide.lang} page={lang} sx={{ display: 'flex', width: 'fit-content', mb: 2 }} />
        {target && (
          <Button
            variant="outlined"
            {...(target.external ? { href: target.href } : { component: RouterLink, to: target.href })}
          >
            {t('home:strip.more')}
            <Box component="span" sx={visuallyHidden}>
              {': '}
              <span lang={langIfOther(slide.lang, lang)}>{slide.title}</span>
            </Box>
          </Button>
        )}
      </Box>
    </Box>
  );
}
