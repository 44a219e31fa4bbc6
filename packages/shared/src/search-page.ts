import type { SearchResponse } from './api/search';
import { readPageNumber } from './paging';
import { SEARCH_QUERY_MAX, SEARCH_TYPES, type SearchType } from './search-rules';

/** What the search page shows instead of results: nothing asked yet, or a query over the limit. */
export type SearchPageProblem = 'REQUIRED' | 'TOO_LONG';

/**
 * What the server embeds under the page's results key when the visitor's address has run out of
 * searches (the API's limit, which page views share): the page, answered 429, says to wait.
 */
interface SearchPageRefusal {
  refused: 'TOO_MANY_REQUESTS';
}
export const SEARCH_PAGE_REFUSAL: SearchPageRefusal = { refused: 'TOO_MANY_REQUESTS' };

/** The search page's data: the API's results, or the server's refusal. */
export type SearchPageResults = SearchResponse | SearchPageRefusal;
export const isSearchPageRefusal = (data: SearchPageResults): data is SearchPageRefusal => 'refused' in data;

export interface SearchPageQuery {
  /** The query as the API reads it (trimmed). */
  q: string;
  /** Absent: every type. */
  type?: SearchType;
  page: number;
  problem: SearchPageProblem | null;
}

const isSearchType = (value: string | null | undefined): value is SearchType =>
  (SEARCH_TYPES as readonly string[]).includes(value ?? '');

/**
 * How the page /{lang}/search?q=&type=&page= reads its address, on the server (its prefetch) and
 * in the browser alike, so both ask the same search. The query follows the API's rule; an unknown
 * type means every type, and an unreadable page the first, as on the other list pages.
 */
export function searchPageQuery(params: {
  q?: string | null;
  type?: string | null;
  page?: string | null;
}): SearchPageQuery {
  const page = readPageNumber(params.page);
  const type = isSearchType(params.type) ? params.type : undefined;
  // The API's rule (searchQuerySchema's q), which search-page.test.ts holds them to.
  const q = (params.q ?? '').trim();
  const problem = !q ? 'REQUIRED' : [...q].length > SEARCH_QUERY_MAX ? 'TOO_LONG' : null;
  return { q, type, page, problem };
}

/** The search page's address for a query, a type (none: all) and a page; page 1 is left out. */
export function searchPageHref(base: string, q: string, type?: SearchType, page = 1): string {
  const params = new URLSearchParams({ q });
  if (type) params.set('type', type);
  if (page > 1) params.set('page', String(page));
  return `${base}?${params.toString()}`;
}
