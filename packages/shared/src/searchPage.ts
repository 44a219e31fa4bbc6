import { pageQuerySchema } from './api/common';
import { SEARCH_TYPES, searchQuerySchema, type SearchType } from './api/search';

/** What the search page shows instead of results: nothing asked yet, or a query over the limit. */
export type SearchPageProblem = 'REQUIRED' | 'TOO_LONG';

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
  const parsedPage = pageQuerySchema.safeParse({ page: params.page ?? undefined });
  const page = parsedPage.success ? parsedPage.data.page : 1;
  const type = isSearchType(params.type) ? params.type : undefined;
  const parsed = searchQuerySchema.shape.q.safeParse(params.q ?? '');
  if (parsed.success) return { q: parsed.data, type, page, problem: null };
  const problem = parsed.error.issues.some((issue) => issue.message === 'TOO_LONG') ? 'TOO_LONG' : 'REQUIRED';
  return { q: (params.q ?? '').trim(), type, page, problem };
}

/** The search page's address for a query, a type (none: all) and a page; page 1 is left out. */
export function searchPageHref(base: string, q: string, type?: SearchType, page = 1): string {
  const params = new URLSearchParams({ q });
  if (type) params.set('type', type);
  if (page > 1) params.set('page', String(page));
  return `${base}?${params.toString()}`;
}
