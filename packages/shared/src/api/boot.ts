import type { Language } from '../languages';
import type { I18nBundle } from './i18n';
import type { SiteLinks } from './site';

/**
 * Data the server embeds in each HTML page as <script type="application/json" id="boot">,
 * so the first paint needs no API round trip.
 */
export interface BootData {
  lang: Language;
  /** The site's absolute address (PUBLIC_URL), for the canonical and alternate links the browser rewrites. */
  publicUrl: string;
  /** The page language and its fallbacks, each with its published UI strings. */
  i18n: Partial<Record<Language, I18nBundle>>;
  /** Version of the published UI strings; changes when staff publish. */
  i18nVersion: string;
  /**
   * Namespaces of which the page language's bundle holds only the keys the server's markup read
   * and those SPARSE_NAMESPACES lists; absent when the bundles are whole.
   */
  sparse?: string[];
  gaMeasurementId?: string;
  /** The `site` singleton's links for the navigation and footer (absent without a server, as under Vite's dev server). */
  site?: SiteLinks;
  /** Query results the server already has for this page: the web app seeds its query cache with them. */
  prefetched?: Array<{ key: unknown[]; data: unknown }>;
  /**
   * The current year in the venue's time zone, by the server's clock: the footer's copyright
   * shows it, and the browser hydrating the page uses the same year (no mismatch at New Year).
   */
  year?: number;
}

/**
 * Query keys the server prefetches into the HTML; the web app's hooks use the same keys (its
 * features' keys.ts), so a public page renders on the server with its data and hydrates on it.
 */
export const PREFETCH_KEYS = {
  slides: (lang: string) => ['home', 'slides', lang],
  today: (lang: string) => ['home', 'today', lang],
  hotspots: (lang: string) => ['spaces', 'hotspots', lang],
  spaces: (lang: string) => ['spaces', lang, 'list'],
  space: (lang: string, slug: string) => ['spaces', lang, 'detail', slug],
  visit: (lang: string) => ['visit', lang],
  visitGuide: (lang: string) => ['visit', lang, 'guide'],
  venuePage: (lang: string, slug: string) => ['venue', lang, 'page', slug],
  appInfo: (lang: string) => ['venue', lang, 'app'],
  newsList: (lang: string, page: number) => ['news', lang, 'list', page],
  newsItem: (lang: string, id: number) => ['news', lang, 'item', id],
  newsArticle: (lang: string, id: number, aid: number) => ['news', lang, 'article', id, aid],
  events: (lang: string) => ['events', lang, 'list'],
  event: (lang: string, id: number) => ['events', lang, 'detail', id],
  program: (lang: string, categoryId: number, programId: number) => ['events', lang, 'program', categoryId, programId],
  exhibitions: (lang: string) => ['exhibitions', lang, 'list'],
  exhibition: (lang: string, slug: string) => ['exhibitions', lang, 'detail', slug],
  artworks: (lang: string, page: number) => ['artworks', lang, 'list', page],
  artwork: (lang: string, id: number) => ['artworks', lang, 'detail', id],
  webtoons: (lang: string) => ['webtoons', lang, 'list'],
  webtoon: (lang: string, id: number) => ['webtoons', lang, 'detail', id],
  epics: (lang: string) => ['epic', lang, 'list'],
  epic: (lang: string, id: number) => ['epic', lang, 'detail', id],
  /** The search page's results (`type` absent: every type). */
  search: (lang: string, q: string, type: string | undefined, page: number) => ['search', lang, q, type ?? 'all', page],
} as const;

export const BOOT_ELEMENT_ID = 'boot';

/**
 * The web build's server renderer (apps/web/src/entry-server.tsx, built to dist/ssr): the
 * server calls it for public pages and puts its HTML into #root and its styles into <head>.
 */
export interface PageRenderInput {
  /** Path and query of the page, as requested. */
  url: string;
  lang: Language;
  /** The boot data's site address (links the page writes out in full, such as its share links). */
  publicUrl?: string;
  /** The boot data's strings (the page language and its fallbacks). */
  i18n: BootData['i18n'];
  /** The boot data's query results, as the browser will seed them. */
  prefetched: NonNullable<BootData['prefetched']>;
  /** The boot data's site links (none: the footer and navigation leave them out). */
  site?: SiteLinks | null;
  /** The boot data's year (none: the renderer's own clock). */
  year?: number;
}

export interface PageRenderOutput {
  /** The markup of #root. */
  html: string;
  /** <style> elements of the styles that markup uses. */
  styles: string;
  /** The UI-string namespaces the markup read: the boot data carries these (and BOOT_NAMESPACES) only. */
  namespaces: string[];
  /** Of SPARSE_NAMESPACES, the keys the markup read, by namespace: the boot data carries these only. */
  keys: Record<string, string[]>;
}

/**
 * Namespaces every page's boot data carries whether its markup read them or not (of each, the
 * keys SPARSE_NAMESPACES lists): the navigation's words, the titles the browser sets, and the
 * error messages. The browser fetches the other public namespaces once the page has hydrated.
 */
export const BOOT_NAMESPACES = ['common', 'meta', 'errors'] as const;

/**
 * Namespaces the boot data carries only some keys of: those the markup read, and those listed
 * here. Hydration reads what the server's render read, nothing more: a page carries its own
 * title and words, not every page's (a Korean list page's strings, 11 → 3 KB). The browser loads
 * them whole once the page has hydrated, and a page reached later waits for them; a part
 * rendered before they come shows its text once they do (Translator's `stringsAdded`). Listed:
 * what a page may show when the strings can no longer be fetched (the network is down: a failed
 * load, a page whose code did not come), says after hydration of a page that turns out not to
 * exist, opens at once (the phone's menu), or shows a member (the server renders every page
 * signed out). A part that fetches its data after hydration waits for its strings
 * (useStringsLoaded). The browser tests fail on a key read before its namespace came.
 */
export const SPARSE_NAMESPACES: Readonly<Record<string, readonly string[]>> = {
  common: [
    'errorTryLater',
    'retry',
    'close',
    'waitAndRetry',
    'chunkLoadFailed',
    'chunkLoadFailedDescription',
    'notFound',
    'notFoundDescription',
    'goHome',
    'loading',
    // The phone's menu once opened (its items are the drawer's, which the server renders).
    'nav.closeMenu',
    // The navigation's last item once the browser finds the member signed in (the server renders
    // every page signed out).
    'nav.my',
  ],
  meta: ['siteName', 'defaultKeywords', 'notFound.title', 'notFound.description'],
  errors: ['INTERNAL_ERROR', 'SERVICE_UNAVAILABLE'],
  validation: [],
  auth: [],
  home: [],
  news: [],
  events: [],
  edu: [],
  search: [],
};

export interface PageRenderer {
  renderPage: (input: PageRenderInput) => Promise<PageRenderOutput>;
  /** Loads every page's code ahead, so the first requests do not wait for it. */
  warmUp: () => Promise<void>;
}

/** Where the web build puts the server renderer, relative to its dist directory. */
export const PAGE_RENDERER_FILE = 'ssr/entry-server.js';

/** On #root: the server sent the page's markup (the browser hydrates it rather than rendering anew). */
export const SERVER_RENDERED_ATTRIBUTE = 'data-server-rendered';
/** Added to #root once the browser has hydrated the server's markup: the page answers its controls. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Said by the browser (console, debug level) with `ns:key` when a render reads a string its page's
 * strings do not hold yet (SPARSE_NAMESPACES): that part shows the key until they come. The
 * browser tests count these.
 */
export const EARLY_READ_MESSAGE = 'UI string read before its namespace came:';
/** How the browser reports a part whose markup differed from the server's (React rendered it anew): the browser tests fail on it. */
export const HYDRATION_MISMATCH_MESSAGE = 'Hydration mismatch:';
