import { LANGUAGES, OG_LOCALES, DEFAULT_LANGUAGE, type Language } from '@atrium/shared/languages';
import { escapeHtml } from '../../lib/html';

export interface HeadInput {
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

export const localizedUrl = (publicUrl: string, lang: Language, rest: string) =>
  `${publicUrl}/${lang}/${rest.replace(/^\/+/, '')}`;

/** The <head> elements the server writes into every page, so crawlers and link previews need no JavaScript. */
export function renderHead(h: HeadInput): string {
  const e = escapeHtml;
  const url = h.rest === null ? `${h.publicUrl}${h.path ?? '/'}` : localizedUrl(h.publicUrl, h.lang, h.rest);
  const image = h.image.startsWith('http') ? h.image : `${h.publicUrl}${h.image}`;
  const tags = [
    `<title>${e(h.title)}</title>`,
    `<meta name="description" content="${e(h.description)}">`,
    h.keywords ? `<meta name="keywords" content="${e(h.keywords)}">` : '',
    h.noindex ? '<meta name="robots" content="noindex, nofollow">' : '',
    `<link rel="canonical" href="${e(url)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${e(h.siteName)}">`,
    `<meta property="og:title" content="${e(h.title)}">`,
    `<meta property="og:description" content="${e(h.description)}">`,
    `<meta property="og:image" content="${e(image)}">`,
    `<meta property="og:url" content="${e(url)}">`,
    `<meta property="og:locale" content="${OG_LOCALES[h.lang]}">`,
    ...LANGUAGES.filter((l) => l !== h.lang).map(
      (l) => `<meta property="og:locale:alternate" content="${OG_LOCALES[l]}">`,
    ),
    `<meta name="twitter:card" content="summary_large_image">`,
  ];
  if (h.rest !== null) {
    const rest = h.rest;
    for (const l of LANGUAGES) {
      tags.push(`<link rel="alternate" hreflang="${l}" href="${e(localizedUrl(h.publicUrl, l, rest))}">`);
    }
    tags.push(
      `<link rel="alternate" hreflang="x-default" href="${e(localizedUrl(h.publicUrl, DEFAULT_LANGUAGE, rest))}">`,
    );
  }
  return tags.filter(Boolean).join('\n    ');
}
