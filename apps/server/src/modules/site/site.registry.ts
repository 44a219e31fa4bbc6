import type { OwnHead } from '@atrium/shared/head';
import type { Language } from '@atrium/shared/languages';
import type { PageId } from '@atrium/shared/routes';
import type { JsonLd, StructuredPage, VenueFacts } from './site.structured-data';

/**
 * A detail page's own head, and what it is for search engines (schema.org JSON-LD, built from
 * the page's address and the museum's node: site.structured-data.ts).
 */
interface ResolvedHead extends OwnHead {
  structuredData?: (page: StructuredPage) => JsonLd | null;
}
/** What a detail page's module says about one page for its head; null means "no such page" (404). */
export type HeadResolver = (params: Record<string, string>, lang: Language) => Promise<ResolvedHead | null>;
/** The venue's facts in a language (the visit information), for the museum's structured data. */
export type VenueSource = (lang: Language) => Promise<VenueFacts>;

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

/** A form posted to its page's address (docs/spec/decisions.md §16), as its module answers it. */
export interface PageFormRequest {
  /** The posted fields (application/x-www-form-urlencoded), each named once. */
  fields: Record<string, string>;
  /** The page address's query (the sign-in page's returnTo). */
  query: URLSearchParams;
  lang: Language;
  ip: string;
  userAgent: string | null;
}
/**
 * The page again with `state` (status: the API's for a refusal), and `session` when the form
 * signed the visitor in: the page keeps it in browser storage and goes on to `next`.
 */
export interface PageFormAnswer {
  status: number;
  state: unknown;
  session?: { entries: Array<[string, string]>; next: string };
}
export type PageFormHandler = (request: PageFormRequest) => Promise<PageFormAnswer>;

/**
 * Modules that own detail pages (news, spaces, exhibitions…) register here how their pages
 * are titled and which of them the sitemap lists; the site module reads it.
 */
export function createSiteRegistry() {
  const heads = new Map<PageId, HeadResolver>();
  const sitemapSources: SitemapSource[] = [];
  const prefetchers = new Map<PageId, Prefetcher>();
  const forms = new Map<PageId, PageFormHandler>();
  let venue: VenueSource | undefined;
  return {
    setVenue(source: VenueSource) {
      venue = source;
    },
    venue: () => venue,
    addForm(pageId: PageId, handler: PageFormHandler) {
      forms.set(pageId, handler);
    },
    formHandler: (pageId: PageId) => forms.get(pageId),
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
