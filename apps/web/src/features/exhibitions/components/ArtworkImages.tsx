import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import ZoomIn from '@mui/icons-material/ZoomIn';
import { useTranslation } from '#web/lib/i18n/react';
import type { Image } from '@atrium/shared/api/content';
import { ResponsivePicture } from '#web/components/media/ResponsivePicture';
import { QuietBoundary } from '#web/components/errors/QuietBoundary';

// The viewer (MUI's Dialog and modal, the zoom and pan) loads on the visitor's way to it: a
// pointer over or focus on a control that opens it. It stays mounted once opened (its closing fade).
const loadZoomDialog = () => import('./ZoomDialog');
const ZoomDialog = lazy(() => loadZoomDialog().then((m) => ({ default: m.ZoomDialog })));
const preloadZoom = { onPointerEnter: () => void loadZoomDialog(), onFocus: () => void loadZoomDialog() };

const MAIN_SIZES = '(min-width: 900px) 760px, 100vw';

/**
 * An artwork's pictures: the chosen one large (a press opens the zoom viewer), and a row of
 * thumbnails to choose another when there are several.
 */
export function ArtworkImages({ title, images }: { title: string; images: Image[] }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const show = () => {
    setOpen(true);
    setOpened(true);
  };
  const image = images[index];
  if (!image) return null;
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <ButtonBase
        onClick={show}
        {...preloadZoom}
        aria-label={t('edu:zoom.open', { alt: image.alt })}
        sx={{
          display: 'block',
          width: '100%',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: 'action.hover',
          cursor: 'zoom-in',
          '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: 2 },
        }}
      >
        <ResponsivePicture
          image={image}
          sizes={MAIN_SIZES}
          priority={index === 0}
          sx={{ maxHeight: '75vh', objectFit: 'contain' }}
        />
      </ButtonBase>
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: 1 }}
      >
        <Box component="figcaption" sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
          {image.alt}
        </Box>
        <Button size="small" startIcon={<ZoomIn aria-hidden />} onClick={show} {...preloadZoom} aria-haspopup="dialog">
          {t('edu:zoom.button')}
        </Button>
      </Box>
      {images.length > 1 && (
        <Box
          component="ul"
          aria-label={t('edu:zoom.choose')}
          sx={{ listStyle: 'none', p: 0, m: 0, mt: 2, display: 'flex', gap: 1, flexWrap: 'wrap' }}
        >
          {images.map((thumb, i) => (
            <li key={thumb.url}>
              <ButtonBase
                onClick={() => setIndex(i)}
                aria-label={thumb.alt}
                aria-pressed={i === index}
                sx={{
                  width: 72,
                  height: 72,
                  borderRadius: 1,
                  overflow: 'hidden',
                  outline: i === index ? '3px solid' : 'none',
                  outlineColor: 'primary.main',
                  '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: 2 },
                }}
              >
                <ResponsivePicture
                  image={thumb}
                  alt=""
                  sizes="72px"
                  widths={[320]}
                  sx={{ width: 72, height: 72, objectFit: 'cover' }}
                />
              </ButtonBase>
            </li>
          ))}
        </Box>
      )}
      {opened && (
        <QuietBoundary fallback={null}>
          <Suspense fallback={null}>
            <ZoomDialog open={open} onClose={() => setOpen(false)} title={title} images={images} startIndex={index} />
          </Suspense>
        </QuietBoundary>
      )}
    </Box>
  );
}
