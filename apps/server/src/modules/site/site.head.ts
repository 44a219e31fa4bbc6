import { headTags, type PageHead } from '@atrium/shared/head';
import { escapeHtml } from '#server/lib/html';

/** The <head> elements of a page as HTML (the browser rewrites the same ones after a navigation). */
export function renderHead(h: PageHead): string {
  return headTags(h)
    .map(({ tag, attrs, text }) => {
      const attributes = Object.entries(attrs)
        .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
        .join('');
      return tag === 'title' ? `<title>${escapeHtml(text ?? '')}</title>` : `<${tag}${attributes}>`;
    })
    .join('\n    ');
}
