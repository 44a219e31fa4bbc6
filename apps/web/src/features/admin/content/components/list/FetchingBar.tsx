import LinearProgress from '@mui/material/LinearProgress';

/**
 * A progress bar along the top edge of a table while it loads again, taking no room of its own
 * (its box is `position: relative`); kept in place while idle so nothing moves.
 */
export function FetchingBar({ fetching }: { fetching: boolean }) {
  return (
    <LinearProgress
      aria-hidden
      sx={{ position: 'absolute', insetInline: 0, top: 0, zIndex: 1, visibility: fetching ? 'visible' : 'hidden' }}
    />
  );
}
