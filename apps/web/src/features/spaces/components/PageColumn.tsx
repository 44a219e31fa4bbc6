import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** The reading column of the spaces pages. */
export function PageColumn({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <Box sx={{ maxWidth: wide ? 1280 : 840, mx: 'auto', px: { xs: 3, md: 6 }, py: { xs: 4, md: 6 } }}>{children}</Box>
  );
}
