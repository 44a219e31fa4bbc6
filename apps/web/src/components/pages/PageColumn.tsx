import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** The reading column of the content pages (education, exhibitions, quizzes); `wide` for card grids. */
export function PageColumn({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <Box sx={{ maxWidth: wide ? 1280 : 840, mx: 'auto', px: { xs: 2.5, md: 6 }, py: { xs: 4, md: 6 } }}>{children}</Box>
  );
}

/** The h1 of these pages: large on screens, smaller on phones, where long titles would break every word. */
export const pageTitleSx = { fontWeight: 700, fontSize: { xs: '2rem', md: '3rem' }, lineHeight: 1.2 } as const;
