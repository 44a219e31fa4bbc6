import { RENDITION_WIDTHS, renditionUrl, srcSet } from '@atrium/shared/media-urls';

/** Widths the server renders of a stored picture (no others); a text column is at most ~760 px wide. */
const WIDTHS = RENDITION_WIDTHS;
const SIZES = '(min-width: 900px) 760px, 100vw';

/**
 * Readies rich text (HTML the server sanitized when it was saved) for reading: pictures
 * of the media library become AVIF/WebP renditions at the width the screen needs, loaded
 * lazily; wide tables scroll inside their own keyboard-reachable box instead of the page.
 */
export function readyRichTextHtml(html: string): string {
  if (typeof DOMParser === 'undefined' || !html) return html;
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const img of [...doc.body.querySelectorAll('img')]) {
    img.setAttribute('loading', 'lazy');
    img.setAttribute('decoding', 'async');
    const src = img.getAttribute('src') ?? '';
    if (!src.startsWith('/media/') || src.includes('?')) continue;
    const width = Number(img.getAttribute('width')) || undefined;
    const picture = doc.createElement('picture');
    for (const format of ['avif', 'webp'] as const) {
      const source = doc.createElement('source');
      source.setAttribute('type', `image/${format}`);
      source.setAttribute('srcset', srcSet(src, format, WIDTHS, width));
      source.setAttribute('sizes', SIZES);
      picture.append(source);
    }
    const fallback = WIDTHS.filter((w) => !width || w <= width).at(-1) ?? WIDTHS[0];
    img.setAttribute('src', renditionUrl(src, fallback, 'webp'));
    img.replaceWith(picture);
    picture.append(img);
  }
  for (const table of [...doc.body.querySelectorAll('table')]) {
    const box = doc.createElement('div');
    box.className = 'table-scroll';
    box.setAttribute('tabindex', '0');
    table.replaceWith(box);
    box.append(table);
  }
  return doc.body.innerHTML;
}
