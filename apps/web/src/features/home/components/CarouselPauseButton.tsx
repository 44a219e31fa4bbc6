import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import { withSx } from '#web/components/theme/with-sx';

interface CarouselPauseButtonProps {
  playing: boolean;
  onToggle: () => void;
  /** The label for each state ("Pause the highlights" / "Play the highlights"): it says what a press does. */
  pauseLabel: string;
  playLabel: string;
  sx?: SxProps<Theme>;
}

/** WCAG 2.2.2: every carousel that moves by itself can be stopped, with a visible control. */
export function CarouselPauseButton({ playing, onToggle, pauseLabel, playLabel, sx }: CarouselPauseButtonProps) {
  return (
    <IconButton
      onClick={onToggle}
      aria-label={playing ? pauseLabel : playLabel}
      size="small"
      sx={withSx(
        {
          bgcolor: 'rgba(0,0,0,0.6)',
          color: '#fff',
          '&:hover': { bgcolor: 'rgba(0,0,0,0.8)' },
          '&:focus-visible': { outline: '3px solid #fff', boxShadow: '0 0 0 6px rgba(0,0,0,0.8)' },
        },
        sx,
      )}
    >
      {playing ? <Pause aria-hidden /> : <PlayArrow aria-hidden />}
    </IconButton>
  );
}
