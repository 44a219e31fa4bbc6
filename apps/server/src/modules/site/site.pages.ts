import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  matchLanguage,
  type Language,
} from '@atrium/shared/languages';
import { matchPage, splitLanguagePath, type PageId } from '@atrium/shared/routes';
import { readCookie } from '#server/lib/html';
import type { I18nService } from '../i18n/i18n.service';
import type { SiteRegistry } from './site.registry';
import { localizedUrl, pageHead, type OwnHead } from '@atrium/shared/head';
import { homeLd, jsonLdScript, museumNode, type JsonLd, type StructuredPage } from './site.structured-data';
import { renderHead } from './site.head';
import { movedAddress } from './site.moved';

export type PageOutcome =
  | { kind: 'redirect'; status: 301 | 302; location: string; guessed?: boolean }
  | { kind: 'page'; status: 200 | 404; lang: Language; head: string; pageId?: PageId; params?: Record<string, string> };

interface Deps {
  i18n: I18nService;
  registry: SiteRegistry;
  publicUrl: string;
  /** The venue's IANA time zone: structured data writes instants in it. */
  timezone: string;
}

/** Language for paths that carry none: the stored choice (mirrored in a cookie), then the browser's, then ko. */
function preferredLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): Language {
  const stored = readCookie(cookieHeader, LANGUAGE_STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  return matchLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}

/**
 * Decides what an HTML request gets: a redirect (docs/spec/product-spec.md §2, or from an address
 * that moved), or a page with its head. `query`: the address's, '?…' or ''.
 */
export async function resolvePage(
  pathname: string,
  query: string,
  headers: { cookie?: string; acceptLanguage?: string },
  { i18n, registry, publicUrl, timezone }: Deps,
): Promise<PageOutcome> {
  const { first, rest } = splitLanguagePath(pathname);
  const metaText = (lang: Language) => (key: string) => {
    const text = i18n.text(lang, 'meta', key);
    return text === key ? '' : text;
  };
  const headOf = (lang: Language, metaKey: string, restPath: string | null, noindex: boolean, own?: OwnHead | null) =>
    renderHead(
      pageHead({
        meta: metaText(lang),
        lang,
        metaKey,
        rest: restPath,
        ...(restPath === null ? { path: pathname } : {}),
        noindex,
        publicUrl,
        own,
      }),
    );

  if (first === '') {
    const lang = preferredLanguage(headers.cookie, headers.acceptLanguage);
    // No stored choice in the cookie: a guess, which a choice kept in the browser may overrule.
    const guessed = !isLanguage(readCookie(headers.cookie, LANGUAGE_STORAGE_KEY));
    return { kind: 'redirect', status: 302, location: `/${lang}/`, guessed };
  }
  if (first === 'admin') {
    const lang = preferredLanguage(headers.cookie, headers.acceptLanguage);
    return { kind: 'page', status: 200, lang, head: headOf(lang, 'admin', null, true) };
  }
  if (!isLanguage(first)) return { kind: 'redirect', status: 302, location: `/${DEFAULT_LANGUAGE}/` };
  const lang = first;
  if (pathname === `/${lang}`) return { kind: 'redirect', status: 301, location: `/${lang}/${query}` };
  const moved = movedAddress(lang, rest, query);
  if (moved) return { kind: 'redirect', status: 301, location: moved };

  const match = matchPage(rest);
  const notFound = (): PageOutcome => ({ kind: 'page', status: 404, lang, head: headOf(lang, 'notFound', rest, true) });
  if (!match) return notFound();

  const noindex = match.page.noindex;
  const found = { pageId: match.page.id, params: match.params };
  const resolver = registry.headResolver(match.page.id);
  const own = resolver ? await resolver(match.params, lang) : undefined;
  if (own === null) return notFound();
  const head = headOf(lang, match.page.id, rest, noindex, own);
  const build = match.page.id === 'home' ? homeLd : own?.structuredData;
  const structured = build && !noindex ? await structuredHead(build, { lang, rest, publicUrl, timezone }) : '';
  return { kind: 'page', status: 200, lang, ...found, head: head + structured };

  /** The page's JSON-LD script, in its language; '' when it has none. */
  async function structuredHead(
    node: (page: StructuredPage) => JsonLd | null,
    at: { lang: Language; rest: string; publicUrl: string; timezone: string },
  ): Promise<string> {
    const venue = await registry
      .venue()?.(at.lang)
      .catch(() => undefined);
    const name = metaText(at.lang)('siteName');
    const url = localizedUrl(at.publicUrl, at.lang, at.rest.replace(/\/+$/, ''));
    const museum = museumNode(venue, { name, lang: at.lang, publicUrl: at.publicUrl });
    const data = node({ lang: at.lang, url, publicUrl: at.publicUrl, timezone: at.timezone, museum });
    return data ? `\n    ${jsonLdScript(data, url)}` : '';
  }
}
