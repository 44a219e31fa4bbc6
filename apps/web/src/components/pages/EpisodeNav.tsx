import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ViewList from '@mui/icons-material/ViewList';
import { Link as RouterLink } from 'react-router';

export interface NavTarget {
  /** Where the link goes. */
  to: string;
  /** The neighbour's name, under the label ("3. The Crossing"). */
  title: string;
}

interface EpisodeNavProps {
  /** The navigation landmark's name ("Episodes"); two bars on a page need different names. */
  label: string;
  previous: NavTarget | null;
  next: NavTarget | null;
  list: { to: string; label: string };
  previousLabel: string;
  nextLabel: string;
}

/**
 * Previous episode, list and next episode (docs/spec/product-spec.md §2: the webtoon viewer's three buttons), also used
 * by the epic series and artworks. At the first or last episode that side stays empty.
 */
export function EpisodeNav({ label, previous, next, list, previousLabel, nextLabel }: EpisodeNavProps) {
  return (
    <Box
      component="nav"
      aria-label={label}
      sx={{ display: 'grid', gridTemplateColumns: '1fr auto 1fr', alignItems: 'stretch', gap: 1, my: 3 }}
    >
      {previous ? <NeighbourLink target={previous} label={previousLabel} side="previous" /> : <span />}
      <Button
        component={RouterLink}
        to={list.to}
        variant="outlined"
        startIcon={<ViewList aria-hidden />}
        sx={{ alignSelf: 'center' }}
      >
        {list.label}
      </Button>
      {next ? <NeighbourLink target={next} label={nextLabel} side="next" /> : <span />}
    </Box>
  );
}

function NeighbourLink({ target, label, side }: { target: NavTarget; label: string; side: 'previous' | 'next' }) {
  const icon = side === 'previous' ? <ChevronLeft aria-hidden /> : <ChevronRight aria-hidden />;
  return (
    <Button
      component={RouterLink}
      to={target.to}
      rel={side === 'previous' ? 'prev' : 'next'}
      variant="text"
      startIcon={side === 'previous' ? icon : undefined}
      endIcon={side === 'next' ? icon : undefined}
      sx={{
        justifySelf: side === 'previous' ? 'start' : 'end',
        textAlign: side === 'previous' ? 'left' : 'right',
        minWidth: 0,
      }}
    >
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column', minWidth: 0 }}>
        <span>{label}</span>
        <Typography
          component="span"
          variant="caption"
          color="text.secondary"
          sx={{
            textTransform: 'none',
            display: { xs: 'none', sm: 'block' },
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {target.title}
        </Typography>
      </Box>
    </Button>
  );
}
