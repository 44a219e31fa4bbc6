/**
 * The document title after a client-side navigation: "Page | Site", or the site name alone on
 * the home page (the server writes the first page's title the same way).
 */
export function formatDocumentTitle(pageTitle: string, siteName: string): string {
  if (!pageTitle || pageTitle === siteName) return siteName;
  return `${pageTitle} | ${siteName}`;
}
