import type { OwnHead } from '@atrium/shared/head';
import type { Language } from '@atrium/shared/languages';
import type { PageId } from '@atrium/shared/routes';

/** What a detail page's module says about one page for its head; null means "no such page" (404). */
export type HeadResolver = (params: Record<string, string>, lang: Language) => Promise<OwnHead | null>;

export interface SitemapEntry {
  pageId: PageId;
  params: Record<string, string>;
  lastModified?: Date;
}
export type SitemapSource = () => Promise<SitemapEntry[]>;

/** Data a page's first paint needs, put into the HTML: query results and <head> links (image preloads). */
export interface PagePrefetch {
  queries: Array<{ key: unknown[]; data: unknown }>;
  headLinks: string[];
  /**
   * By the app's clock (ms since the epoch): the data is worked out from the time (whether the
   * venue is open now), so the page's finished HTML is kept only until then.
   */
  freshUntil?: number;
  /**
   * The page's status when it is not 200: 429 past a limit (the search's), with the seconds to
   * wait. Such a page is never kept by the page cache.
   */
  refused?: { status: 429; retryAfterSeconds: number };
}
/** Who asks for the page: the client's address (limits per address count page views too). */
interface Visitor {
  ip: string;
}
/** `params`: the route's parameters and the page address's query parameters (a list's `page`). */
export type Prefetcher = (params: Record<string, string>, lang: Language, visitor: Visitor) => Promise<PagePrefetch>;

/**
 * Modules that own detail pages (news, spaces, exhibitions…) register here how their pages
 * are titled and which of them the sitemap lists; the site module reads it.
 */
export function createSiteRegistry() {
  const heads = new Map<PageId, HeadResolver>();
  const sitemapSources: SitemapSource[] = [];
  const prefetchers = new Map<PageId, Prefetcher>();
  return {
    addPrefetch(pageId: PageId, prefetcher: Prefetcher) {
      prefetchers.set(pageId, prefetcher);
    },
    prefetcher: (pageId: PageId) => prefetchers.get(pageId),
    addHead(pageId: PageId, resolver: HeadResolver) {
      heads.set(pageId, resolver);
    },
    addSitemapSource(source: SitemapSource) {
      sitemapSources.push(source);
    },
    headResolver: (pageId: PageId) => heads.get(pageId),
    sitemapSources: () => sitemapSources,
  };
}
export type SiteRegistry = ReturnType<typeof createSiteRegistry>;
