/** The highest page number a list address may ask for (`?page=`). */
export const MAX_PAGE = 100_000;

/**
 * The list page an address asks for, read as pageQuerySchema (api/common.ts) reads it, without
 * zod: the browser's list pages read their address with this and load no schema library.
 * Anything unreadable is page 1 rather than an error.
 */
export function readPageNumber(value: string | null | undefined): number {
  if (value === null || value === undefined) return 1;
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}
