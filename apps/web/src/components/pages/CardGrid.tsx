import clsx from 'clsx';
import type { ReactNode } from 'react';
import type { Breakpoint } from '@mui/material/styles';
import { Element, type LegacySx } from '#web/components/content/legacy-sx';
import styles from './CardGrid.module.css';

type Responsive<T> = T | Partial<Record<Breakpoint, T>>;

interface CardGridProps {
  component?: 'ul' | 'ol';
  /** Other gaps and columns: a `className` of the caller's sets them; these props are MUI's sx meanwhile (legacy-sx.tsx). */
  gap?: Responsive<number>;
  columns?: Responsive<string>;
  'aria-label'?: string;
  'aria-busy'?: boolean;
  className?: string;
  sx?: LegacySx;
  children: ReactNode;
}

/** A list of cards (or pictures, links) in a responsive grid; the list pages' columns by default. */
export function CardGrid({ component = 'ul', gap, columns, className, sx, children, ...aria }: CardGridProps) {
  const other = { ...(gap !== undefined && { gap }), ...(columns !== undefined && { gridTemplateColumns: columns }) };
  const legacy = Object.keys(other).length ? [other, ...(Array.isArray(sx) ? sx : [sx])] : sx;
  return (
    <Element as={component} {...aria} className={clsx(styles.grid, className)} sx={legacy}>
      {children}
    </Element>
  );
}
