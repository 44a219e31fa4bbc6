import clsx from 'clsx';
import { IconButton } from '#web/components/ui/IconButton';
import { PauseIcon, PlayArrowIcon } from './icons';
import styles from './CarouselPauseButton.module.css';

interface CarouselPauseButtonProps {
  playing: boolean;
  onToggle: () => void;
  /** The label for each state ("Pause the highlights" / "Play the highlights"): it says what a press does. */
  pauseLabel: string;
  playLabel: string;
  /** Where the carousel places it. */
  className?: string;
}

/** WCAG 2.2.2: every carousel that moves by itself can be stopped, with a visible control. */
export function CarouselPauseButton({ playing, onToggle, pauseLabel, playLabel, className }: CarouselPauseButtonProps) {
  return (
    <IconButton
      onClick={onToggle}
      aria-label={playing ? pauseLabel : playLabel}
      size="small"
      className={clsx(styles.pause, className)}
    >
      {/* The icon at its 24 px, in a small (34 px) button, as MUI drew it. */}
      {playing ? <PauseIcon /> : <PlayArrowIcon />}
    </IconButton>
  );
}
