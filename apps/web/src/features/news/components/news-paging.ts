import { readPageNumber } from '@atrium/shared/paging';

/** The list page a URL asks for (`?page=3`); anything unreadable is page 1 rather than an error. */
export function pageFromSearch(search: URLSearchParams): number {
  return readPageNumber(search.get('page'));
}

/** The link of a list page: page 1 is the plain list URL, so it has one address only. */
export function newsPageHref(listPath: string, page: number): string {
  return page > 1 ? `${listPath}?page=${page}` : listPath;
}

/** How many pages a list of `total` items has (at least one, even when empty). */
export const pageCount = (total: number, pageSize: number): number => Math.max(1, Math.ceil(total / pageSize));
