import { useEffect, useId, useState } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import RestartAlt from '@mui/icons-material/RestartAlt';
import ZoomIn from '@mui/icons-material/ZoomIn';
import ZoomOut from '@mui/icons-material/ZoomOut';
import { useTranslation } from '#web/lib/i18n/react';
import type { Image } from '@atrium/shared/api/content';
import { centeredOverlaySx } from '#web/components/media/overlay-sx';
import { ResponsivePicture } from '#web/components/media/ResponsivePicture';
import { useZoomPan } from './use-zoom-pan';
import { MAX_SCALE, MIN_SCALE, ZOOM_STEP } from './zoom-pan';

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
 * MUI's Dialog traps focus, closes on Escape and gives focus back to the opening button.
 */
export function ZoomDialog({ open, onClose, title, images, startIndex }: ZoomDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} fullScreen aria-labelledby="zoom-dialog-title">
      {/* Mounted only while open: each opening starts unzoomed on the chosen picture. */}
      {open && <ZoomContent onClose={onClose} title={title} images={images} startIndex={startIndex} />}
    </Dialog>
  );
}

function ZoomContent({ onClose, title, images, startIndex }: Omit<ZoomDialogProps, 'open'>) {
  const { t } = useTranslation();
  const helpId = useId();
  const [index, setIndex] = useState(startIndex);
  const {
    view,
    zoom,
    reset,
    boxRef,
    handlers: { onKeyDown, ...pointerHandlers },
  } = useZoomPan();
  // Keys zoom and pan at once; the dialog's focus trap keeps focus that is already inside it.
  useEffect(() => boxRef.current?.focus(), [boxRef]);
  const image = images[index];
  const total = images.length;
  const show = (next: number) => {
    setIndex((next + total) % total);
    reset();
  };
  if (!image) return null;
  const percent = Math.round(view.scale * 100);

  return (
    // The keys work wherever focus is in the dialog, the zoom buttons included.
    <Box
      onKeyDown={onKeyDown}
      sx={{ display: 'flex', flexDirection: 'column', height: '100%', bgcolor: 'grey.900', color: 'common.white' }}
    >
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
          px: 2,
          py: 1,
          bgcolor: 'common.black',
          '& .MuiIconButton-root': { color: 'common.white' },
          '& .MuiIconButton-root.Mui-disabled': { color: 'grey.600' },
        }}
      >
        <Typography id="zoom-dialog-title" component="h2" variant="h6" sx={{ flexGrow: 1, minWidth: 0 }} noWrap>
          {title}
          {total > 1 && (
            <Box component="span" sx={{ ml: 1, fontSize: '0.9rem', color: 'grey.400' }}>
              {t('edu:zoom.imageCount', { n: index + 1, total })}
            </Box>
          )}
        </Typography>
        {total > 1 && (
          <>
            <IconButton aria-label={t('edu:zoom.previousImage')} onClick={() => show(index - 1)}>
              <ChevronLeft aria-hidden />
            </IconButton>
            <IconButton aria-label={t('edu:zoom.nextImage')} onClick={() => show(index + 1)}>
              <ChevronRight aria-hidden />
            </IconButton>
          </>
        )}
        <IconButton
          aria-label={t('edu:zoom.zoomOut')}
          onClick={() => zoom(1 / ZOOM_STEP)}
          disabled={view.scale <= MIN_SCALE}
        >
          <ZoomOut aria-hidden />
        </IconButton>
        <Box component="output" aria-live="polite" sx={{ minWidth: '4.5ch', textAlign: 'center' }}>
          {t('edu:zoom.level', { percent })}
        </Box>
        <IconButton
          aria-label={t('edu:zoom.zoomIn')}
          onClick={() => zoom(ZOOM_STEP)}
          disabled={view.scale >= MAX_SCALE}
        >
          <ZoomIn aria-hidden />
        </IconButton>
        <IconButton aria-label={t('edu:zoom.reset')} onClick={reset} disabled={view.scale === 1}>
          <RestartAlt aria-hidden />
        </IconButton>
        <IconButton aria-label={t('close')} onClick={onClose}>
          <Close aria-hidden />
        </IconButton>
      </Box>
      <Box
        ref={boxRef}
        role="group"
        aria-roledescription={t('edu:zoom.viewer')}
        aria-label={image.alt}
        aria-describedby={helpId}
        tabIndex={0}
        {...pointerHandlers}
        sx={{
          position: 'relative',
          flexGrow: 1,
          overflow: 'hidden',
          touchAction: 'none',
          cursor: view.scale > 1 ? 'grab' : 'zoom-in',
          outline: 'none',
          '&:focus-visible': { boxShadow: 'inset 0 0 0 3px', color: 'primary.light' },
        }}
      >
        <Box
          data-testid="zoom-layer"
          sx={{
            ...centeredOverlaySx,
            transform: `translate(${view.x}px, ${view.y}px) scale(${view.scale})`,
            transformOrigin: 'center',
            '& picture': { display: 'contents' },
            // The browser's own image dragging would fight the panning.
            '& img': { pointerEvents: 'none' },
          }}
        >
          <ResponsivePicture
            image={image}
            sizes="100vw"
            priority
            sx={{ width: 'auto', height: 'auto', maxWidth: '100%', maxHeight: '100%', userSelect: 'none' }}
          />
        </Box>
      </Box>
      <Typography id={helpId} variant="body2" sx={{ px: 2, py: 1, color: 'grey.300', bgcolor: 'common.black' }}>
        {t('edu:zoom.help')}
      </Typography>
    </Box>
  );
}
