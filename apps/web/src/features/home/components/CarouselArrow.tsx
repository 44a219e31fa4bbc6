import { forwardRef } from 'react';
import IconButton from '@mui/material/IconButton';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';

interface CarouselArrowProps {
  direction: 'previous' | 'next';
  label: string;
  /** Hidden at the start (previous) or the end (next): also out of the tab order. */
  hidden: boolean;
  onClick: () => void;
}

/** A round previous/next button over a carousel's edge. */
export const CarouselArrow = forwardRef<HTMLButtonElement, CarouselArrowProps>(function CarouselArrow(
  { direction, label, hidden, onClick },
  ref,
) {
  return (
    <IconButton
      ref={ref}
      aria-label={label}
      onClick={onClick}
      sx={{
        position: 'absolute',
        top: '40%',
        [direction === 'previous' ? 'left' : 'right']: { xs: 4, md: -8 },
        transform: 'translateY(-50%)',
        zIndex: 2,
        visibility: hidden ? 'hidden' : 'visible',
        bgcolor: 'background.paper',
        border: 1,
        borderColor: 'divider',
        boxShadow: 2,
        '&:hover': { bgcolor: 'background.paper' },
      }}
    >
      {direction === 'previous' ? <ChevronLeft aria-hidden /> : <ChevronRight aria-hidden />}
    </IconButton>
  );
});
