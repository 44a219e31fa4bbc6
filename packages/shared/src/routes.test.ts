import { describe, expect, it } from 'vitest';
import { href, matchPage, PAGES } from './routes';

describe('route table', () => {
  it('builds localized hrefs with encoded parameters', () => {
    expect(href('en', 'home')).toBe('/en/');
    expect(href('ja', 'aboutHistory')).toBe('/ja/about/history');
    expect(href('fr', 'newsArticle', { id: 3, aid: 'a b' })).toBe('/fr/news/3/a%20b');
    expect(() => href('ko', 'space')).toThrow(/slug/);
  });

  it('matches every page of the table back from its path', () => {
    for (const page of PAGES) {
      const path = page.path.replace(/:(\w+)/g, 'x');
      expect(matchPage(path)?.page.id, path).toBe(page.id);
    }
  });

  it('tells the sunghwa mobile page from a program session, and rejects unknown paths', () => {
    expect(matchPage('edu/sunghwa/m')?.page.id).toBe('sunghwaMobile');
    expect(matchPage('program/1/2/3')).toMatchObject({
      page: { id: 'programSession' },
      params: { categoryId: '1', programId: '2', sessionId: '3' },
    });
    expect(matchPage('nope')).toBeNull();
    expect(matchPage('news/1/2/3')).toBeNull();
  });

  it('gates the member pages of the spec', () => {
    const gated = PAGES.filter((p) => p.access === 'member').map((p) => p.path);
    expect(gated).toEqual(
      expect.arrayContaining(['epic', 'edu/sunghwa', 'test/epic', 'test/epic/:id', 'my', 'my/password']),
    );
  });
});
