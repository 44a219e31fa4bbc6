/** A route's numeric id ('12' → 12); anything else (' 1', '1e3', '-2', 'abc') is no page: null. */
export function parseId(param: string | undefined): number | null {
  if (!param || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= 2_147_483_647 ? id : null;
}
