/**
 * The one rule for the links staff write: a path of this site, or an absolute https:// address.
 * The server refuses anything else when it is saved (content link fields, rich-text links) and
 * the pages never render anything else (contentHref, richTextHref), whatever is stored.
 */

/** Characters of a path segment, and of a query or fragment (no ':', no '\', no space). */
const SEGMENT = /^[\w\-.~%]+$/;
const QUERY_OR_FRAGMENT = /^[\w\-./~%?=&+]*$/;
const LANGUAGE_PREFIX = /^\/?(ko|en|ja|es|fr)(\/|$|[?#])/i;

/** A segment that reads as a dot segment ('.', '..', '%2e', '.%2E'…) or hides a slash. */
function isOddSegment(segment: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return true;
  }
  return decoded === '.' || decoded === '..' || /[/\\]/.test(decoded);
}

/**
 * A path of this site in normal form: '/' or segments joined by single slashes ('about/history',
 * '/en/news/3'), none empty, none a dot segment, then an optional ?query and #fragment. Never a
 * scheme, '//host', '\' or '..': nothing a browser could read as another site.
 */
function isSitePath(value: string): boolean {
  const cut = value.search(/[?#]/);
  const path = cut < 0 ? value : value.slice(0, cut);
  if (cut >= 0 && !QUERY_OR_FRAGMENT.test(value.slice(cut + 1))) return false;
  if (path === '/') return true;
  const segments = (path.startsWith('/') ? path.slice(1) : path).split('/');
  return segments.every((s) => SEGMENT.test(s) && !isOddSegment(s));
}

/** An absolute https:// address: written 'https://host…', no credentials, no space, control character or '\'. */
function isHttpsUrl(value: string): boolean {
  if (!/^https:\/\/[^/?#]/.test(value) || /[\s\p{Cc}\\]/u.test(value)) return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
  } catch {
    return false;
  }
}

/**
 * A content link field (docs/spec/decisions.md §11): a page of the site written without its
 * language ('about/history': each visitor gets it in their own, see contentHref), or an https://
 * address. Never '/ko/…', '//host', a scheme, or '..'.
 */
export const isContentLink = (value: string): boolean =>
  isHttpsUrl(value) || (isSitePath(value) && !LANGUAGE_PREFIX.test(value));

/**
 * The href of a content link in a page language: an https:// address as it is (external), a site
 * path under the language; null for none ('') and for anything the rule refuses.
 */
export function contentHref(lang: string, link: string): { href: string; external: boolean } | null {
  if (isHttpsUrl(link)) return { href: link, external: true };
  if (!link || !isContentLink(link)) return null;
  return { href: `/${lang}/${link.replace(/^\/+/, '')}`, external: false };
}

/**
 * A link in rich text (article bodies, page sections), which the HTML keeps as written: an
 * https:// address, a path of this site from its root ('/en/news/3'), or a mailto: address.
 */
export const isRichTextLink = (href: string): boolean =>
  isHttpsUrl(href) || (href.startsWith('/') && isSitePath(href)) || /^mailto:[^\s/\\:]+@[^\s/\\:]+$/i.test(href);
