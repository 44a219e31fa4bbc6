import { DEFAULT_LANGUAGE, LANGUAGES, OG_LOCALES, type Language } from './languages';

/**
 * A page's <head>: the server writes it into the first page, the browser rewrites it after each
 * client-side navigation and language switch, both from these functions (docs/spec/product-spec.md §2).
 */
export interface PageHead {
  lang: Language;
  /** The path below the language prefix, without leading slash ('' for home, 'news/3'). */
  rest: string | null;
  /** Full path when the page has no language variants (admin). */
  path?: string;
  title: string;
  description: string;
  keywords: string;
  siteName: string;
  image: string;
  noindex: boolean;
  publicUrl: string;
}

/** What a detail page says about itself (its own title, summary and picture). */
export interface OwnHead {
  title: string;
  description?: string | null;
  image?: string | null;
}

export const DEFAULT_OG_IMAGE = '/og-image.png';

/** The elements of the head these functions write (besides <title>), so the browser can replace them. */
export const HEAD_SELECTOR = [
  'meta[name="description"]',
  'meta[name="keywords"]',
  'meta[name="robots"]',
  'meta[name^="twitter:"]',
  'meta[property^="og:"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
].join(', ');

/** `meta` namespace strings; '' where a key has no text. */
export type MetaText = (key: string) => string;

/** The head of a page of the route table (or the not-found and admin pages), with a detail page's own data. */
export function pageHead(input: {
  meta: MetaText;
  lang: Language;
  metaKey: string;
  rest: string | null;
  path?: string;
  noindex: boolean;
  publicUrl: string;
  own?: OwnHead | null;
}): PageHead {
  const { meta, own } = input;
  const siteName = meta('siteName');
  const title = own?.title ?? meta(`${input.metaKey}.title`);
  return {
    lang: input.lang,
    rest: input.rest === null ? null : input.rest.replace(/\/+$/, ''),
    ...(input.path === undefined ? {} : { path: input.path }),
    siteName,
    title: !title || title === siteName ? siteName : `${title} | ${siteName}`,
    description: own?.description || meta(`${input.metaKey}.description`),
    keywords: meta(`${input.metaKey}.keywords`) || meta('defaultKeywords'),
    image: own?.image || DEFAULT_OG_IMAGE,
    noindex: input.noindex,
    publicUrl: input.publicUrl,
  };
}

export const localizedUrl = (publicUrl: string, lang: Language, rest: string) =>
  `${publicUrl}/${lang}/${rest.replace(/^\/+/, '')}`;

export interface HeadTag {
  tag: 'title' | 'meta' | 'link';
  attrs: Record<string, string>;
  text?: string;
}

/** The elements of a page's head, so crawlers and link previews need no JavaScript. */
export function headTags(h: PageHead): HeadTag[] {
  const url = h.rest === null ? `${h.publicUrl}${h.path ?? '/'}` : localizedUrl(h.publicUrl, h.lang, h.rest);
  const image = h.image.startsWith('http') ? h.image : `${h.publicUrl}${h.image}`;
  const meta = (attrs: Record<string, string>): HeadTag => ({ tag: 'meta', attrs });
  const og = (property: string, content: string) => meta({ property, content });
  const tags: HeadTag[] = [
    { tag: 'title', attrs: {}, text: h.title },
    meta({ name: 'description', content: h.description }),
    ...(h.keywords ? [meta({ name: 'keywords', content: h.keywords })] : []),
    ...(h.noindex ? [meta({ name: 'robots', content: 'noindex, nofollow' })] : []),
    { tag: 'link', attrs: { rel: 'canonical', href: url } },
    og('og:type', 'website'),
    og('og:site_name', h.siteName),
    og('og:title', h.title),
    og('og:description', h.description),
    og('og:image', image),
    og('og:url', url),
    og('og:locale', OG_LOCALES[h.lang]),
    ...LANGUAGES.filter((l) => l !== h.lang).map((l) => og('og:locale:alternate', OG_LOCALES[l])),
    meta({ name: 'twitter:card', content: 'summary_large_image' }),
  ];
  if (h.rest !== null) {
    const rest = h.rest;
    const alternate = (hreflang: string, lang: Language): HeadTag => ({
      tag: 'link',
      attrs: { rel: 'alternate', hreflang, href: localizedUrl(h.publicUrl, lang, rest) },
    });
    tags.push(...LANGUAGES.map((l) => alternate(l, l)), alternate('x-default', DEFAULT_LANGUAGE));
  }
  return tags;
}
