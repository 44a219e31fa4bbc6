/** The largest value of PostgreSQL's integer column: ids above it name nothing, and would overflow the query. */
export const MAX_ID = 2_147_483_647;

const ID_DIGITS = /^[1-9]\d{0,9}$/;
/** Whether a path or query value is an id: digits only (not `1e0`, `0x1` or ` 1`), a positive int4. */
export const isIdParam = (value: string): boolean => ID_DIGITS.test(value) && Number(value) <= MAX_ID;

/** A slug in a path: lower-case letters, digits and hyphens. */
export const SLUG_PATTERN = /^[a-z0-9-]{1,80}$/;

/** Route parameters by name: ids (`:id`, `:aid`, `:categoryId`…) and slugs; a path whose parameter fails names no page. */
export function isRouteParam(name: string, value: string): boolean {
  if (name === 'slug') return SLUG_PATTERN.test(value);
  if (name === 'id' || name === 'aid' || name.endsWith('Id')) return isIdParam(value);
  return true;
}
