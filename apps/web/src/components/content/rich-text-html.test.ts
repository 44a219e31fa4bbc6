import { describe, expect, it } from 'vitest';
import { readyRichTextHtml } from './rich-text-html';

const parse = (html: string) => new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html').body;

describe('article HTML made ready for reading', () => {
  it('serves library pictures as AVIF/WebP renditions no wider than the original, lazily', () => {
    const body = parse(
      readyRichTextHtml('<p>a</p><img src="/media/uploads/x.png" alt="A hall" width="700" height="400">'),
    );
    const picture = body.querySelector('picture');
    expect(picture).not.toBeNull();
    const avif = picture?.querySelector('source[type="image/avif"]')?.getAttribute('srcset');
    expect(avif).toBe(
      '/media/uploads/x.png?w=320&f=avif 320w, /media/uploads/x.png?w=480&f=avif 480w, /media/uploads/x.png?w=640&f=avif 640w',
    );
    const img = picture?.querySelector('img');
    expect(img?.getAttribute('src')).toBe('/media/uploads/x.png?w=640&f=webp');
    expect(img?.getAttribute('alt')).toBe('A hall');
    expect(img?.getAttribute('loading')).toBe('lazy');
  });

  it('leaves other pictures as they are, apart from lazy loading', () => {
    const body = parse(readyRichTextHtml('<img src="https://example.org/a.jpg" alt="">'));
    expect(body.querySelector('picture')).toBeNull();
    expect(body.querySelector('img')?.getAttribute('src')).toBe('https://example.org/a.jpg');
    expect(body.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('puts tables in a box of their own that scrolls and can be reached by keyboard', () => {
    const body = parse(readyRichTextHtml('<table><tbody><tr><td>1</td></tr></tbody></table>'));
    const box = body.querySelector('.table-scroll');
    expect(box?.getAttribute('tabindex')).toBe('0');
    expect(box?.querySelector('table')).not.toBeNull();
  });

  it('keeps the text itself unchanged', () => {
    expect(readyRichTextHtml('<h2>Title</h2><ul><li>One</li></ul>')).toBe('<h2>Title</h2><ul><li>One</li></ul>');
  });
});
