import clsx from 'clsx';
import { LinkButton } from '#web/components/ui/Button';
import { ChevronRightIcon } from '#web/components/ui/icons';
import { ChevronLeftIcon, ViewListIcon } from '#web/components/content/icons';
import styles from './EpisodeNav.module.css';

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
    <nav aria-label={label} className={styles.nav}>
      {previous ? <NeighbourLink target={previous} label={previousLabel} side="previous" /> : <span />}
      <LinkButton to={list.to} variant="outlined" startIcon={<ViewListIcon />} className={styles.list}>
        {list.label}
      </LinkButton>
      {next ? <NeighbourLink target={next} label={nextLabel} side="next" /> : <span />}
    </nav>
  );
}

function NeighbourLink({ target, label, side }: { target: NavTarget; label: string; side: 'previous' | 'next' }) {
  const previous = side === 'previous';
  return (
    <LinkButton
      to={target.to}
      rel={previous ? 'prev' : 'next'}
      variant="text"
      startIcon={previous ? <ChevronLeftIcon /> : undefined}
      endIcon={previous ? undefined : <ChevronRightIcon />}
      className={clsx(styles.neighbour, previous ? styles.previous : styles.next)}
    >
      <span className={styles.text}>
        <span>{label}</span>
        {/* The button's colour, as MUI drew it (its Typography ignored color="text.secondary"). */}
        <span className={clsx('type-caption', styles.title)}>{target.title}</span>
      </span>
    </LinkButton>
  );
}
