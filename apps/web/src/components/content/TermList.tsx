import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { withSx } from '#web/components/theme/with-sx';

export interface Term {
  term: string;
  value: ReactNode;
}

/**
 * Terms and their values as a description list: one under the other on phones, the term beside
 * its value from 600 px (`termColumn` sizes the terms' column). `sx` sets the spacing.
 */
export function TermList({
  terms,
  termColumn,
  sx,
}: {
  terms: readonly Term[];
  termColumn: string;
  sx?: SxProps<Theme>;
}) {
  return (
    <Box
      component="dl"
      sx={withSx(
        {
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: `${termColumn} 1fr` },
          columnGap: 3,
          m: 0,
          '& dt': { color: 'text.secondary', fontWeight: 700 },
          '& dd': { m: 0 },
        },
        sx,
      )}
    >
      {terms.map(({ term, value }) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}
