import { describe, expect, it } from 'vitest';
import { readyRichTextHtml, withHeadingIds } from './rich-text-html';

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

  it('keeps the text itself unchanged, its headings given ids', () => {
    expect(readyRichTextHtml('<h2>Title</h2><ul><li>One</li></ul>')).toBe(
      '<h2 id="title">Title</h2><ul><li>One</li></ul>',
    );
  });

  it('gives section headings stable, unique ids from their text, in any script', () => {
    const stored =
      '<h2>The dates</h2><p>x</p><h3>The <em>dates</em></h3><h2>전시 기간 &amp; 장소</h2><h3 id="own">Kept</h3><h2>Main</h2><h4>Not</h4>';
    const html = withHeadingIds(stored);
    expect(html).toBe(
      '<h2 id="the-dates">The dates</h2><p>x</p><h3 id="the-dates-2">The <em>dates</em></h3>' +
        '<h2 id="전시-기간-장소">전시 기간 &amp; 장소</h2><h3 id="own">Kept</h3><h2 id="main-2">Main</h2><h4>Not</h4>',
    );
    expect(withHeadingIds(stored)).toBe(html);
  });
});
