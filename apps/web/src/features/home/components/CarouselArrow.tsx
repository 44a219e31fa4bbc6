import type { Ref } from 'react';
import clsx from 'clsx';
import { ChevronRightIcon, NavigateBeforeIcon } from '#web/components/ui/icons';
import { IconButton } from '#web/components/ui/IconButton';
import styles from './CarouselArrow.module.css';

interface CarouselArrowProps {
  direction: 'previous' | 'next';
  label: string;
  /** Hidden at the start (previous) or the end (next): also out of the tab order. */
  hidden: boolean;
  onClick: () => void;
  /** The carousel moves focus between the arrows. */
  ref?: Ref<HTMLButtonElement>;
}

/** A round previous/next button over a carousel's edge. */
export function CarouselArrow({ direction, label, hidden, onClick, ref }: CarouselArrowProps) {
  return (
    <IconButton
      ref={ref}
      aria-label={label}
      onClick={onClick}
      className={clsx(styles.arrow, styles[direction], hidden && styles.hidden)}
    >
      {/* NavigateBefore is ChevronLeft's glyph. */}
      {direction === 'previous' ? <NavigateBeforeIcon /> : <ChevronRightIcon />}
    </IconButton>
  );
}
