import { matchPage, splitLanguagePath } from '@atrium/shared/routes';
import { listPage } from './site.prefetch';

/** How a query parameter the pages read is written in a page's address: undefined when it is the default. */
const NORMAL_FORMS: Record<string, (value: string) => string | undefined> = {
  // A list's page number by the API's rule; page 1 is the plain list address.
  page: (value) => {
    const page = listPage(value);
    return page > 1 ? String(page) : undefined;
  },
};

/**
 * The address a page is rendered and kept under: its path and only the query parameters its
 * route declares (PageRoute.query), in their normal form and order. '/en/news?utm=x&page=02'
 * is '/en/news?page=2'; '/en/about?u=1' is '/en/about'.
 */
export function pageAddress(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const pathname = url.slice(0, at);
  const declared = matchPage(splitLanguagePath(pathname).rest)?.page.query ?? [];
  if (!declared.length) return pathname;
  const given = new URLSearchParams(url.slice(at + 1));
  const kept = new URLSearchParams();
  for (const name of declared) {
    const value = given.get(name);
    if (value === null) continue;
    const normal = NORMAL_FORMS[name] ? NORMAL_FORMS[name](value) : value || undefined;
    if (normal !== undefined) kept.set(name, normal);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}
