import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './CardGrid.module.css';

interface CardGridProps {
  component?: 'ul' | 'ol';
  'aria-label'?: string;
  'aria-busy'?: boolean;
  /** Other gaps and columns: the caller's class (unlayered) wins over the grid's own. */
  className?: string;
  children: ReactNode;
}

/** A list of cards (or pictures, links) in a responsive grid; the list pages' columns by default. */
export function CardGrid({ component: List = 'ul', className, children, ...aria }: CardGridProps) {
  return (
    <List {...aria} className={clsx(styles.grid, className)}>
      {children}
    </List>
  );
}
