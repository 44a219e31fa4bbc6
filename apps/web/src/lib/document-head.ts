import { HEAD_SELECTOR, headTags, type PageHead } from '@atrium/shared/head';

let siteUrl = '';
/** The site's absolute address from the boot data (PUBLIC_URL): canonical and alternate links use it. */
export function setSiteUrl(url: string): void {
  siteUrl = url.replace(/\/+$/, '');
}
export const currentSiteUrl = (): string => siteUrl || window.location.origin;

/**
 * Replaces the head elements the server wrote with a new page's, so the title, description,
 * Open Graph tags and alternate-language links follow every navigation.
 */
export function writeDocumentHead(head: PageHead, doc: Document = document): void {
  for (const element of doc.head.querySelectorAll(HEAD_SELECTOR)) element.remove();
  const tags = headTags(head);
  // The server's structured data (JSON-LD) stays for the page it describes, and goes with a
  // navigation or language switch: the browser does not build it (site.structured-data.ts).
  const canonical = tags.find((t) => t.attrs.rel === 'canonical')?.attrs.href;
  for (const element of doc.head.querySelectorAll<HTMLElement>('script[type="application/ld+json"]')) {
    if (element.dataset.url !== canonical) element.remove();
  }
  for (const { tag, attrs, text } of tags) {
    if (tag === 'title') {
      doc.title = text ?? '';
      continue;
    }
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    doc.head.append(element);
  }
}
