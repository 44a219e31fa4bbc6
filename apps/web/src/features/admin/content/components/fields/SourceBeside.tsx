import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

/**
 * A translation's input with its Korean source: side by side on a wide screen (source on the
 * left), the source above on a narrow one; `after` (the stale mark) spans both.
 */
export function SourceBeside({
  source,
  children,
  after,
}: {
  /** The Korean source, or nothing while Korean itself is edited. */
  source: ReactNode;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        columnGap: 2,
        gridTemplateColumns: source ? { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' } : 'minmax(0, 1fr)',
        alignItems: 'start',
      }}
    >
      {source}
      {children}
      {/* Out of the grid while the mark has nothing to say. */}
      {after && <Box sx={{ gridColumn: '1 / -1', '&:empty': { display: 'none' } }}>{after}</Box>}
    </Box>
  );
}
