/** What a pager shows: MUI Pagination's items (one page at each end, one either side of the current one). */
export type PagerItem =
  | { type: 'previous' | 'next'; page: number; disabled: boolean }
  | { type: 'page'; page: number; selected: boolean }
  | { type: 'ellipsis'; key: 'start' | 'end' };

const range = (start: number, end: number) => Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => start + i);

/** The items of page `page` of `count`, as MUI's usePagination lists them (boundaryCount 1, siblingCount 1). */
export function pagerItems(page: number, count: number): PagerItem[] {
  const boundary = 1;
  const siblings = 1;
  const startPages = range(1, Math.min(boundary, count));
  const endPages = range(Math.max(count - boundary + 1, boundary + 1), count);
  const siblingsStart = Math.max(Math.min(page - siblings, count - boundary - siblings * 2 - 1), boundary + 2);
  const siblingsEnd = Math.min(
    Math.max(page + siblings, boundary + siblings * 2 + 2),
    endPages.length > 0 ? endPages[0]! - 2 : count - 1,
  );
  const pages: Array<number | 'start' | 'end'> = [
    ...startPages,
    ...(siblingsStart > boundary + 2 ? (['start'] as const) : boundary + 1 < count - boundary ? [boundary + 1] : []),
    ...range(siblingsStart, siblingsEnd),
    ...(siblingsEnd < count - boundary - 1
      ? (['end'] as const)
      : count - boundary > boundary
        ? [count - boundary]
        : []),
    ...endPages,
  ];
  return [
    { type: 'previous', page: page - 1, disabled: page <= 1 },
    ...pages.map((p): PagerItem =>
      typeof p === 'number' ? { type: 'page', page: p, selected: p === page } : { type: 'ellipsis', key: p },
    ),
    { type: 'next', page: page + 1, disabled: page >= count },
  ];
}
