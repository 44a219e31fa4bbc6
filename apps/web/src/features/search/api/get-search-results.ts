import { embeddedQueryOptions, keepPreviousData, queryOptions, useQuery } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import type { searchResponseSchema, SearchType } from '@atrium/shared/api/search';
import type { Language } from '@atrium/shared/languages';
import { SEARCH_PAGE_REFUSAL, type SearchPageQuery, type SearchPageResults } from '@atrium/shared/search-page';
import { isApiError } from '#web/lib/api/ApiError';
import { publicApi } from '#web/lib/api/public-api';
import { inLanguage } from '#web/lib/api/localized-read';
import { searchKeys } from './keys';

/** GET /api/search?q=&type=&page=: published content in the page's language (docs/spec/decisions.md §14). */
const getSearchResults = (
  lang: Language,
  q: string,
  type: SearchType | undefined,
  page: number,
  signal?: AbortSignal,
) =>
  publicApi.get<Reply<typeof searchResponseSchema>>('/search', {
    ...inLanguage(lang, signal),
    query: { q, type, page },
  });

/**
 * The results, or the refusal when the address has run out of searches: the same data the server
 * embeds then (SEARCH_PAGE_REFUSAL), kept as long as results are, about the minute to wait.
 */
const searchResultsOrRefusal = (...args: Parameters<typeof getSearchResults>): Promise<SearchPageResults> =>
  getSearchResults(...args).catch((error: unknown) => {
    if (isApiError(error) && error.code === 'TOO_MANY_REQUESTS') return SEARCH_PAGE_REFUSAL;
    throw error;
  });

const searchResultsQueryOptions = (lang: Language, { q, type, page }: SearchPageQuery) =>
  queryOptions({
    queryKey: searchKeys.results(lang, q, type, page),
    queryFn: ({ signal }) => searchResultsOrRefusal(lang, q, type, page, signal),
    // The last results stay on screen while the next filter or page loads.
    placeholderData: keepPreviousData,
    ...embeddedQueryOptions,
  });

/** Nothing is asked for a query the API would refuse (none, or too long): the page says why. */
export const useSearchResults = (lang: Language, query: SearchPageQuery) =>
  useQuery({ ...searchResultsQueryOptions(lang, query), enabled: query.problem === null });
