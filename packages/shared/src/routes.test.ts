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
      const path = page.path.replace(/:(\w+)/g, (_, name: string) => (name === 'slug' ? 'x' : '7'));
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

  it('names no page when an id or slug in the path is not one (the server answers its not-found page)', () => {
    expect(matchPage('news/2147483647')?.page.id).toBe('newsItem');
    expect(matchPage('spaces/main-hall')?.page.id).toBe('space');
    for (const path of ['news/2147483648', 'news/1e0', 'news/0x1', 'news/%201', 'news/0', 'event/-1', 'news/1/abc']) {
      expect(matchPage(path), path).toBeNull();
    }
    expect(matchPage('spaces/%00')).toBeNull();
    expect(matchPage('exhibitions/Main Hall')).toBeNull();
  });

  it('gates the member pages of the spec', () => {
    const gated = PAGES.filter((p) => p.access === 'member').map((p) => p.path);
    expect(gated).toEqual(expect.arrayContaining(['edu/sunghwa', 'test/epic', 'test/epic/:id', 'my', 'my/password']));
  });

  it('has one address per epic episode: the public one (the viewer at /epic redirects to it)', () => {
    expect(matchPage('edu/epic/2')).toMatchObject({ page: { id: 'eduEpic', access: 'public' }, params: { id: '2' } });
    expect(matchPage('epic')).toBeNull();
  });
});
