import { PREFETCH_KEYS } from '@atrium/shared/api/boot';
import { SEARCH_PAGE_REFUSAL, searchPageQuery } from '@atrium/shared/search-page';
import type { Limit } from '#server/lib/rate-limits';
import type { SiteRegistry } from '../site/site.registry';
import { prefetchOf } from '../site/site.prefetch';
import type { Search } from './search.service';

/**
 * The search page (/{lang}/search?q=&type=&page=) is rendered on the server with its results,
 * so it works without JavaScript. Read as the page reads its address; a missing or over-long
 * query embeds nothing (the page says so itself). Not through the content cache: results follow
 * every publish at once, as the API's do.
 *
 * A view that searches takes from the address's budget like an API call (`searches`); past it
 * the page is answered 429 with the refusal in place of results, and says to wait a minute.
 */
export function registerSearchPrefetch(site: SiteRegistry, search: Pick<Search, 'search'>, searches: Limit): void {
  site.addPrefetch('search', async (params, lang, visitor) => {
    const query = searchPageQuery(params);
    if (query.problem) return prefetchOf();
    const key = PREFETCH_KEYS.search(lang, query.q, query.type, query.page);
    const wait = await searches.take(visitor.ip);
    if (wait > 0) {
      return {
        queries: [{ key, data: SEARCH_PAGE_REFUSAL }],
        headLinks: [],
        refused: { status: 429, retryAfterSeconds: wait },
      };
    }
    const data = await search.search({ q: query.q, type: query.type, page: query.page }, lang);
    return { queries: [{ key, data }], headLinks: [] };
  });
}
