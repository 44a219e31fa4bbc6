import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Breakpoint, SxProps, Theme } from '@mui/material/styles';
import { withSx } from '#web/components/theme/with-sx';

type Responsive<T> = T | Partial<Record<Breakpoint, T>>;

/** List pages' cards: one column on phones, two from 768 px, three from 1536 px (the side navigation takes its part). */
const CARD_COLUMNS = { xs: '1fr', md: 'repeat(2, 1fr)', xl: 'repeat(3, 1fr)' } as const;

/** A bare list laid out as a grid (no bullets, no indent). */
const gridListSx = (gap: Responsive<number>, columns: Responsive<string>) =>
  ({ listStyle: 'none', m: 0, p: 0, display: 'grid', gap, gridTemplateColumns: columns }) as const;

interface CardGridProps {
  component?: 'ul' | 'ol';
  gap?: Responsive<number>;
  columns?: Responsive<string>;
  'aria-label'?: string;
  'aria-busy'?: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}

/** A list of cards (or pictures, links) in a responsive grid; the list pages' columns by default. */
export function CardGrid({ component = 'ul', gap = 3, columns = CARD_COLUMNS, sx, children, ...aria }: CardGridProps) {
  return (
    <Box component={component} {...aria} sx={withSx(gridListSx(gap, columns), sx)}>
      {children}
    </Box>
  );
}
