import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** The reading column of the news pages (wider for the list's cards). */
export function NewsColumn({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <Box sx={{ maxWidth: wide ? 1080 : 840, mx: 'auto', px: { xs: 3, md: 6 }, py: { xs: 4, md: 6 } }}>{children}</Box>
  );
}
