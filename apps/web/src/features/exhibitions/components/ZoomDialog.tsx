import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '#web/lib/i18n/react';
import type { Image } from '@atrium/shared/api/content';
import { ResponsivePicture } from '#web/components/media/ResponsivePicture';
import { IconButton } from '#web/components/ui/IconButton';
import { CloseIcon, NavigateBeforeIcon, NavigateNextIcon } from '#web/components/ui/icons';
import { RestartAltIcon, ZoomInIcon, ZoomOutIcon } from '../icons';
import { useZoomPan } from './use-zoom-pan';
import { MAX_SCALE, MIN_SCALE, ZOOM_STEP } from './zoom-pan';
import styles from './ZoomDialog.module.css';

interface ZoomDialogProps {
  open: boolean;
  onClose: () => void;
  /** The dialog's heading: the artwork's title. */
  title: string;
  images: Image[];
  startIndex: number;
}

/**
 * An artwork's pictures full screen, to zoom and pan with buttons, keys, wheel, drag or pinch.
 * A native modal <dialog>: the browser keeps focus inside it, closes it on Escape and gives focus
 * back to the opening button.
 */
export function ZoomDialog({ open, onClose, title, images, startIndex }: ZoomDialogProps) {
  // Mounted only while open: each opening starts unzoomed on the chosen picture.
  return open ? <ZoomContent onClose={onClose} title={title} images={images} startIndex={startIndex} /> : null;
}

function ZoomContent({ onClose, title, images, startIndex }: Omit<ZoomDialogProps, 'open'>) {
  const { t } = useTranslation();
  const helpId = useId();
  const titleId = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [index, setIndex] = useState(startIndex);
  const {
    view,
    zoom,
    reset,
    boxRef,
    handlers: { onKeyDown, ...pointerHandlers },
  } = useZoomPan();
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    // Keys zoom and pan at once.
    boxRef.current?.focus();
  }, [boxRef]);
  const image = images[index];
  const total = images.length;
  const show = (next: number) => {
    setIndex((next + total) % total);
    reset();
  };
  if (!image) return null;
  const percent = Math.round(view.scale * 100);

  return (
    // Closing (Escape, the close button) goes through close(), which hands focus back; the
    // parent then unmounts the dialog. The keys work wherever focus is in it, buttons included.
    <dialog ref={dialogRef} aria-labelledby={titleId} className={styles.dialog} onClose={onClose} onKeyDown={onKeyDown}>
      <div className={styles.bar}>
        <h2 id={titleId} className={`type-h6 ${styles.title}`}>
          {title}
          {total > 1 && <span className={styles.count}>{t('edu:zoom.imageCount', { n: index + 1, total })}</span>}
        </h2>
        {total > 1 && (
          <>
            <IconButton color="inherit" aria-label={t('edu:zoom.previousImage')} onClick={() => show(index - 1)}>
              <NavigateBeforeIcon />
            </IconButton>
            <IconButton color="inherit" aria-label={t('edu:zoom.nextImage')} onClick={() => show(index + 1)}>
              <NavigateNextIcon />
            </IconButton>
          </>
        )}
        <IconButton
          color="inherit"
          aria-label={t('edu:zoom.zoomOut')}
          onClick={() => zoom(1 / ZOOM_STEP)}
          disabled={view.scale <= MIN_SCALE}
        >
          <ZoomOutIcon />
        </IconButton>
        <output aria-live="polite" className={styles.level}>
          {t('edu:zoom.level', { percent })}
        </output>
        <IconButton
          color="inherit"
          aria-label={t('edu:zoom.zoomIn')}
          onClick={() => zoom(ZOOM_STEP)}
          disabled={view.scale >= MAX_SCALE}
        >
          <ZoomInIcon />
        </IconButton>
        <IconButton color="inherit" aria-label={t('edu:zoom.reset')} onClick={reset} disabled={view.scale === 1}>
          <RestartAltIcon />
        </IconButton>
        <IconButton color="inherit" aria-label={t('close')} onClick={() => dialogRef.current?.close()}>
          <CloseIcon />
        </IconButton>
      </div>
      <div
        ref={boxRef}
        role="group"
        aria-roledescription={t('edu:zoom.viewer')}
        aria-label={image.alt}
        aria-describedby={helpId}
        tabIndex={0}
        {...pointerHandlers}
        className={view.scale > 1 ? `${styles.viewer} ${styles.zoomed}` : styles.viewer}
      >
        {/* The view changes as the visitor zooms: set through the CSSOM, in the browser only. */}
        <div
          data-testid="zoom-layer"
          className={styles.layer}
          style={{ transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})` }}
        >
          <ResponsivePicture image={image} sizes="100vw" priority />
        </div>
      </div>
      <p id={helpId} className={`type-body2 ${styles.help}`}>
        {t('edu:zoom.help')}
      </p>
    </dialog>
  );
}
