import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '#web/lib/i18n/react';
import type { Image } from '@atrium/shared/api/content';
import { ResponsivePicture } from '#web/components/media/ResponsivePicture';
import { QuietBoundary } from '#web/components/errors/QuietBoundary';
import { Button } from '#web/components/ui/Button';
import { ZoomInIcon } from '../icons';
import styles from './ArtworkImages.module.css';

// The viewer (its dialog, the zoom and pan) loads on the visitor's way to it: a pointer over or
// focus on a control that opens it.
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
    <figure className={styles.figure}>
      <button
        type="button"
        className={styles.open}
        onClick={show}
        {...preloadZoom}
        aria-label={t('edu:zoom.open', { alt: image.alt })}
      >
        <ResponsivePicture image={image} sizes={MAIN_SIZES} priority={index === 0} />
      </button>
      <div className={styles.caption}>
        <figcaption>{image.alt}</figcaption>
        <Button size="small" startIcon={<ZoomInIcon />} onClick={show} {...preloadZoom} aria-haspopup="dialog">
          {t('edu:zoom.button')}
        </Button>
      </div>
      {images.length > 1 && (
        <ul aria-label={t('edu:zoom.choose')} className={styles.thumbs}>
          {images.map((thumb, i) => (
            <li key={thumb.url}>
              <button
                type="button"
                className={styles.thumb}
                onClick={() => setIndex(i)}
                aria-label={thumb.alt}
                aria-pressed={i === index}
              >
                <ResponsivePicture image={thumb} alt="" sizes="72px" widths={[320]} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {opened && (
        <QuietBoundary fallback={null}>
          <Suspense fallback={null}>
            <ZoomDialog open={open} onClose={() => setOpen(false)} title={title} images={images} startIndex={index} />
          </Suspense>
        </QuietBoundary>
      )}
    </figure>
  );
}
