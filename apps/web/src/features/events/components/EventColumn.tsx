import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** The reading column of the event and program pages. */
export function EventColumn({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return (
    <Box sx={{ maxWidth: wide ? 1280 : 880, mx: 'auto', px: { xs: 3, md: 6 }, py: { xs: 4, md: 6 } }}>{children}</Box>
  );
}
