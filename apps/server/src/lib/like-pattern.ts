/** A text to find anywhere in a column with (I)LIKE: its own `%`, `_` and `\` taken literally. */
export const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
