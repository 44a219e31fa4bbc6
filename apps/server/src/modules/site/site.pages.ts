import {
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_STORAGE_KEY,
  matchLanguage,
  type Language,
} from '@atrium/shared/languages';
import { matchPage, splitLanguagePath, type PageId } from '@atrium/shared/routes';
import { readCookie } from '../../lib/html';
import type { I18nService } from '../i18n/i18n.service';
import type { SiteRegistry } from './site.registry';
import { renderHead } from './site.head';

export const DEFAULT_OG_IMAGE = '/og-image.png';

export type PageOutcome =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | { kind: 'page'; status: 200 | 404; lang: Language; head: string; pageId?: PageId; params?: Record<string, string> };

interface Deps {
  i18n: I18nService;
  registry: SiteRegistry;
  publicUrl: string;
}

/** Language for paths that carry none: the stored choice (mirrored in a cookie), then the browser's, then ko. */
export function preferredLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): Language {
  const stored = readCookie(cookieHeader, LANGUAGE_STORAGE_KEY);
  if (isLanguage(stored)) return stored;
  return matchLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}

/** Decides what an HTML request gets: a redirect (spec section 2), or a page with its head. */
export async function resolvePage(
  pathname: string,
  headers: { cookie?: string; acceptLanguage?: string },
  { i18n, registry, publicUrl }: Deps,
): Promise<PageOutcome> {
  const { first, rest } = splitLanguagePath(pathname);
  const meta = (lang: Language, key: string) => i18n.text(lang, 'meta', key);

  const headFor = (lang: Language, id: PageId | 'notFound' | 'admin', restPath: string | null, noindex: boolean) => {
    const siteName = meta(lang, 'siteName');
    const title = meta(lang, `${id}.title`);
    return {
      siteName,
      title: title === siteName ? title : `${title} | ${siteName}`,
      description: meta(lang, `${id}.description`),
      keywords: meta(lang, `${id}.keywords`) || meta(lang, 'defaultKeywords'),
      image: DEFAULT_OG_IMAGE,
      noindex,
      publicUrl,
      lang,
      rest: restPath,
    };
  };

  if (first === '') {
    const lang = preferredLanguage(headers.cookie, headers.acceptLanguage);
    return { kind: 'redirect', status: 302, location: `/${lang}/` };
  }
  if (first === 'admin') {
    const lang = preferredLanguage(headers.cookie, headers.acceptLanguage);
    const h = headFor(lang, 'admin', null, true);
    return { kind: 'page', status: 200, lang, head: renderHead({ ...h, path: pathname }) };
  }
  if (!isLanguage(first)) return { kind: 'redirect', status: 302, location: `/${DEFAULT_LANGUAGE}/` };
  const lang = first;
  if (pathname === `/${lang}`) return { kind: 'redirect', status: 301, location: `/${lang}/` };

  const match = matchPage(rest);
  const notFound = (): PageOutcome => ({
    kind: 'page',
    status: 404,
    lang,
    head: renderHead(headFor(lang, 'notFound', rest, true)),
  });
  if (!match) return notFound();

  const canonicalRest = rest.replace(/\/+$/, '');
  const base = headFor(lang, match.page.id, canonicalRest, match.page.access !== 'public');
  const resolver = registry.headResolver(match.page.id);
  const found = { pageId: match.page.id, params: match.params };
  if (!resolver) return { kind: 'page', status: 200, lang, head: renderHead(base), ...found };
  const specific = await resolver(match.params, lang);
  if (!specific) return notFound();
  return {
    kind: 'page',
    status: 200,
    lang,
    ...found,
    head: renderHead({
      ...base,
      title: `${specific.title} | ${base.siteName}`,
      description: specific.description ?? base.description,
      image: specific.image ?? base.image,
    }),
  };
}
