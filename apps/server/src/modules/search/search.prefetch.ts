import { PREFETCH_KEYS } from '@atrium/shared/api/boot';
import { searchPageQuery } from '@atrium/shared/search-page';
import type { SiteRegistry } from '../site/site.registry';
import { prefetchOf } from '../site/site.prefetch';
import type { Search } from './search.service';

/**
 * The search page (/{lang}/search?q=&type=&page=) is rendered on the server with its results,
 * so it works without JavaScript. Read as the page reads its address; a missing or over-long
 * query embeds nothing (the page says so itself). Not through the content cache: results follow
 * every publish at once, as the API's do.
 */
export function registerSearchPrefetch(site: SiteRegistry, search: Pick<Search, 'search'>): void {
  site.addPrefetch('search', async (params, lang) => {
    const query = searchPageQuery(params);
    if (query.problem) return prefetchOf();
    const data = await search.search({ q: query.q, type: query.type, page: query.page }, lang);
    return { queries: [{ key: PREFETCH_KEYS.search(lang, query.q, query.type, query.page), data }], headLinks: [] };
  });
}
