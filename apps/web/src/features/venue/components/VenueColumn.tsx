import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/** The reading column of the venue pages (about 760 px of text, like a printed page). */
export function VenueColumn({ children }: { children: ReactNode }) {
  return <Box sx={{ maxWidth: 840, mx: 'auto', px: { xs: 3, md: 6 }, py: { xs: 4, md: 6 } }}>{children}</Box>;
}
