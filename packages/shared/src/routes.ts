import { isRouteParam } from './ids';
import type { Language } from './languages';

/**
 * Every page under /{lang}/ (docs/spec/product-spec.md §2). One table serves the web router,
 * the server's heads, the sitemap and robots.txt. Every page sits in the one layout, with the
 * navigation, the search and the footer (docs/decisions/033-one-frame.md).
 * - path: relative to /{lang}/, in react-router pattern syntax ('' is home).
 * - access: 'member' pages need a signed-in member (login-gated).
 * - meta: key under the `meta` namespace holding title, description and keywords.
 * - sitemap: listed in /sitemap.xml (public pages without parameters; detail pages are
 *   contributed by their modules).
 */
export interface PageRoute {
  readonly id: PageId;
  readonly path: string;
  readonly access: 'public' | 'member' | 'guest';
  readonly sitemap: boolean;
  /**
   * Kept out of search engines (robots noindex): member pages, and the site search's results.
   * Sign-in and sign-up are the site's doors and may be found, though not listed in the sitemap.
   */
  readonly noindex: boolean;
  /**
   * The address's query parameters that change what the page shows (a list's `page`). The
   * server keeps a public page's finished HTML by path and these only: any other parameter
   * (utm_source…) is ignored, so it can neither alter the page nor force a render.
   */
  readonly query: readonly string[];
}

const page = (id: PageId, path: string, access: PageRoute['access'] = 'public', indexed = true): PageRoute => ({
  id,
  path,
  access,
  sitemap: indexed && access === 'public' && !path.includes(':'),
  noindex: !indexed || access === 'member',
  query: [],
});

export const PAGE_IDS = [
  'home',
  'visit',
  'aboutHistory',
  'about',
  'aboutSunghwa',
  'ceremony',
  'spaces',
  'space',
  'news',
  'newsItem',
  'newsArticle',
  'edu',
  'webtoons',
  'webtoon',
  'eduEpics',
  'eduEpic',
  'sunghwa',
  'sunghwaMobile',
  'epicTests',
  'epicTest',
  'exhibitions',
  'exhibition',
  'artworks',
  'artwork',
  'programSession',
  'program',
  'event',
  'eventDetail',
  'app',
  'brochure',
  'signin',
  'signup',
  'resetPassword',
  'searchId',
  'unlock',
  'termsService',
  'termsPrivacy',
  'my',
  'myPassword',
  'search',
] as const;
export type PageId = (typeof PAGE_IDS)[number];

export const PAGES: readonly PageRoute[] = [
  page('home', ''),
  // Not in the spec's route list: hours, the way here, accessibility and group booking (issue 42).
  page('visit', 'visit'),
  page('about', 'about'),
  page('aboutHistory', 'about/history'),
  page('aboutSunghwa', 'about/sunghwa'),
  page('ceremony', 'ceremony'),
  page('spaces', 'spaces'),
  page('space', 'spaces/:slug'),
  { ...page('news', 'news'), query: ['page'] },
  page('newsItem', 'news/:id'),
  page('newsArticle', 'news/:id/:aid'),
  page('edu', 'edu'),
  page('webtoons', 'edu/webtoon'),
  page('webtoon', 'edu/webtoon/:id'),
  page('eduEpics', 'edu/epic'),
  // One address per episode; the spec's members' viewer at /epic?part=N redirects here
  // (apps/server/src/modules/site/site.moved.ts).
  page('eduEpic', 'edu/epic/:id'),
  page('sunghwa', 'edu/sunghwa', 'member'),
  page('sunghwaMobile', 'edu/sunghwa/m', 'member'),
  page('epicTests', 'test/epic', 'member'),
  page('epicTest', 'test/epic/:id', 'member'),
  page('exhibitions', 'exhibitions'),
  page('exhibition', 'exhibitions/:slug'),
  // Not in the spec's route list: the artwork list and detail screens it implies (issue 8).
  { ...page('artworks', 'artworks'), query: ['page'] },
  page('artwork', 'artworks/:id'),
  page('programSession', 'program/:categoryId/:programId/:sessionId'),
  page('program', 'program/:categoryId/:programId'),
  page('event', 'event'),
  // Not in the spec's route list: one event's detail and its check-in calendar (issue 7).
  page('eventDetail', 'event/:id'),
  page('app', 'app'),
  page('brochure', 'brochure'),
  page('signin', 'signin', 'guest'),
  page('signup', 'signup', 'guest'),
  page('resetPassword', 'reset-password', 'guest'),
  page('searchId', 'searchId', 'guest'),
  page('unlock', 'unlock', 'guest'),
  page('termsService', 'terms/service'),
  page('termsPrivacy', 'terms/privacy'),
  page('my', 'my', 'member'),
  page('myPassword', 'my/password', 'member'),
  // The site search (issue 18): public, but its result lists stay out of indexes and the sitemap.
  page('search', 'search', 'public', false),
];

export const PAGE_BY_ID = Object.fromEntries(PAGES.map((p) => [p.id, p])) as Record<PageId, PageRoute>;

/** The admin shell's pages (docs/spec/product-spec.md §2: nested under /admin; 'audit' is ours, the audit log). */
export const ADMIN_PAGES = [
  'users',
  'users/:userId',
  'settings/translation',
  'settings/uploadimage',
  'event',
  'news',
  'news/write',
  'news/update',
  'audit',
  // The editorial engine (docs/spec/decisions.md §11): coverage, a type's list, a new item, an item's editor.
  'content',
  'content/:type',
  'content/:type/new',
  'content/:type/:id',
  // Releases (docs/spec/decisions.md §15): several items that go live together; one release.
  'releases',
  'releases/:id',
  // The design tokens as they look (components/theme/tokens.ts).
  'style',
] as const;

type Params = Record<string, string | number>;

/** The href of a page in a language: href('en', 'news') → '/en/news'; params fill `:name` segments. */
export function href(lang: Language, id: PageId, params: Params = {}): string {
  const path = PAGE_BY_ID[id].path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`href(${id}) needs the parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  return path ? `/${lang}/${path}` : `/${lang}/`;
}

export const adminHref = (path: string = ''): string => (path ? `/admin/${path}` : '/admin');

export interface RouteMatch {
  readonly page: PageRoute;
  readonly params: Record<string, string>;
}

const compiled = PAGES.map((p) => ({
  page: p,
  segments: p.path === '' ? [] : p.path.split('/'),
}));

/** Which page a path below the language prefix is ('' or 'news/12'), or null when it is no page. */
export function matchPage(rest: string): RouteMatch | null {
  const parts = rest.split('/').filter(Boolean);
  for (const { page: p, segments } of compiled) {
    if (segments.length !== parts.length) continue;
    const params: Record<string, string> = {};
    const ok = segments.every((seg, i) => {
      const part = parts[i] ?? '';
      if (seg.startsWith(':')) {
        const name = seg.slice(1);
        try {
          params[name] = decodeURIComponent(part);
        } catch {
          return false;
        }
        return isRouteParam(name, params[name]);
      }
      return seg === part;
    });
    if (ok) return { page: p, params };
  }
  return null;
}

/** Splits '/en/news/3?x#y' into its language segment and the rest ('news/3'); no query or hash. */
export function splitLanguagePath(pathname: string): { first: string; rest: string } {
  const [first = '', ...rest] = pathname.replace(/^\/+/, '').split('/');
  return { first, rest: rest.join('/') };
}
