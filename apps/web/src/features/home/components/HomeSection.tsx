import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { withSx } from '#web/components/theme/with-sx';

/** A home panel: a section named by its heading, with the home page's side and vertical spacing. */
export function HomeSection({
  headingId,
  sx,
  children,
}: {
  headingId: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={withSx({ px: { xs: 3, md: 6 }, py: { xs: 5, md: 7 } }, sx)}
    >
      {children}
    </Box>
  );
}
