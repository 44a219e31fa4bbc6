/**
 * Korean lines break between words, not inside them (keep-all: Korean typography's rule); a
 * word too long for its line still breaks rather than overflow.
 */
export const keepWords = { wordBreak: 'keep-all', overflowWrap: 'break-word' } as const;

/**
 * sx for the content tables: words kept whole, headers on one line, and a narrow screen
 * scrolls the table sideways rather than squeezing a column to a letter a line.
 */
export const tableLayout = {
  '& th, & td': keepWords,
  '& th': { whiteSpace: 'nowrap' },
} as const;
