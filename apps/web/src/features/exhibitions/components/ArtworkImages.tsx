import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '#web/lib/i18n/react';
import type { ArtworkImage } from '@atrium/shared/api/edu';
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
 * An artwork's pictures: the chosen one large (a press opens the zoom viewer) with its caption,
 * and a row of thumbnails to choose another when there are several. The caption is the venue's
 * line under the picture; the alt text names the picture to those who cannot see it, and is
 * never printed (docs/decisions/034-artwork-records.md).
 */
export function ArtworkImages({ title, images }: { title: string; images: ArtworkImage[] }) {
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
    <div>
      {/* The caption is the figure's last child, as HTML has it; the grid puts the zoom button beside it. */}
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
        <div className={styles.zoom}>
          <Button size="small" startIcon={<ZoomInIcon />} onClick={show} {...preloadZoom} aria-haspopup="dialog">
            {t('edu:zoom.button')}
          </Button>
        </div>
        {image.caption && <figcaption className={styles.caption}>{image.caption}</figcaption>}
      </figure>
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
    </div>
  );
}
