import { RENDITION_WIDTHS, renditionUrl, srcSet } from '@atrium/shared/media-urls';

/** Widths the server renders of a stored picture (no others); a text column is at most ~760 px wide. */
const WIDTHS = RENDITION_WIDTHS;
const SIZES = '(min-width: 900px) 760px, 100vw';

const HEADING = /<h([23])((?:\s[^>]*)?)>([\s\S]*?)<\/h\1>/g;
/** Ids the page's frame uses (the skip link's target, the app's root). */
const FRAME_IDS = ['main', 'root'];

/**
 * Section headings (h2, h3) a link can land on (…/news/3/7#the-dates): each gets an id from its
 * text, the same on every render, numbered when two read alike. On the text as a string, so the
 * server's markup has them too. The text was sanitized by the server: its headings are plain.
 */
export function withHeadingIds(html: string): string {
  const taken = new Set(FRAME_IDS);
  return html.replace(HEADING, (whole, level: string, attrs: string, inner: string) => {
    if (/\sid=/.test(attrs)) return whole;
    const text = inner.replace(/<[^>]*>/g, '').replace(/&(?:#?\w+);/g, ' ');
    const base =
      text
        .normalize('NFC')
        .toLowerCase()
        .replace(/[^\p{L}\p{N}]+/gu, '-')
        .replace(/^-+|-+$/g, '')
        .slice(0, 60) || 'section';
    let id = base;
    for (let n = 2; taken.has(id); n += 1) id = `${base}-${n}`;
    taken.add(id);
    return `<h${level}${attrs} id="${id}">${inner}</h${level}>`;
  });
}

/**
 * Readies rich text (HTML the server sanitized when it was saved) for reading: pictures
 * of the media library become AVIF/WebP renditions at the width the screen needs, loaded
 * lazily; wide tables scroll inside their own keyboard-reachable box instead of the page;
 * section headings get ids.
 */
export function readyRichTextHtml(stored: string): string {
  const html = withHeadingIds(stored);
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
