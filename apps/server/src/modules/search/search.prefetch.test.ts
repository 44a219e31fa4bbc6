import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFETCH_KEYS } from '@atrium/shared/api/boot';
import { SEARCH_PAGE_REFUSAL } from '@atrium/shared/search-page';
import { createTestApp, type TestApp } from '#server/test/app';
import { tokenFor } from '#server/test/members';
import { createContent } from '#server/test/factories/content';

type Prefetched = Array<{ key: unknown[]; data: { items: Array<Record<string, unknown>>; total: number } }>;

/** The search page /{lang}/search?q= is rendered with its results in its HTML, and stays out of indexes. */
describe('the search page’s HTML', () => {
  let t: TestApp;
  let newsId = '';
  beforeAll(async () => {
    t = await createTestApp();
    const manager = await tokenFor(t.app, 'MANAGER');
    const news = {
      title: { ko: '정원 음악회', en: 'Quillwort garden concert' },
      summary: { ko: '정원에서', en: 'Music among the quillworts' },
      articles: [],
    };
    newsId = String(await createContent(t.app, manager, 'news', news, { publish: true }));
  });
  afterAll(() => t.close());

  const page = async (url: string, remoteAddress?: string) => {
    const res = await t.app.inject({ url, remoteAddress });
    const boot = /<script type="application\/json" id="boot">([^<]*)<\/script>/.exec(res.body)?.[1];
    const prefetched = (JSON.parse(boot ?? '{}') as { prefetched?: Prefetched }).prefetched ?? [];
    return { res, head: res.body.slice(0, res.body.indexOf('</head>')), prefetched };
  };

  it('embeds the hits of ?q= under the web hook’s key, as the API answers them', async () => {
    const { res, prefetched } = await page('/en/search?q=quillwort');
    expect(res.statusCode).toBe(200);
    expect(prefetched).toHaveLength(1);
    expect(prefetched[0]?.key).toEqual(PREFETCH_KEYS.search('en', 'quillwort', undefined, 1));
    const api = await t.app.inject({ url: '/api/search?q=quillwort', headers: { 'accept-language': 'en' } });
    expect(prefetched[0]?.data).toEqual(api.json());
    expect(prefetched[0]?.data.items[0]).toMatchObject({
      type: 'news',
      id: newsId,
      title: 'Quillwort garden concert',
      url: `/en/news/${newsId}`,
    });
    expect(res.body).toContain('Quillwort garden concert');
  });

  it('keeps the search page out of search engines’ indexes', async () => {
    const { head } = await page('/en/search?q=quillwort');
    expect(head).toMatch(/<meta name="robots" content="noindex[^"]*">/);
    // Other public pages stay indexable.
    expect((await page('/en/news')).head).not.toContain('name="robots"');
  });

  it('follows the type filter and the page, and finds a part of a Korean word', async () => {
    const news = await page('/ko/search?q=%EC%A0%95%EC%9B%90&type=news&page=1');
    expect(news.prefetched[0]?.key).toEqual(PREFETCH_KEYS.search('ko', '정원', 'news', 1));
    expect(news.prefetched[0]?.data.items.map((hit) => hit.id)).toContain(newsId);
    const spaces = await page('/en/search?q=quillwort&type=spaces');
    expect(spaces.prefetched[0]?.data).toEqual({ items: [], total: 0 });
    // An unknown type is every type; an unreadable page the first.
    const loose = await page('/en/search?q=quillwort&type=posters&page=x');
    expect(loose.prefetched[0]?.key).toEqual(PREFETCH_KEYS.search('en', 'quillwort', undefined, 1));
  });

  it('embeds nothing for a missing or over-long query, and the page still answers', async () => {
    for (const url of ['/en/search', '/en/search?q=%20', `/en/search?q=${'a'.repeat(101)}`]) {
      const { res, prefetched } = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(prefetched, url).toEqual([]);
    }
  });

  describe('past the address’s 60 searches a minute', () => {
    const refusal = (q: string) => [{ key: PREFETCH_KEYS.search('en', q, undefined, 1), data: SEARCH_PAGE_REFUSAL }];

    it('answers the 61st view 429 with the refusal in place of results; other addresses still get theirs', async () => {
      const ip = '203.0.113.61';
      for (let i = 0; i < 60; i += 1) expect((await page(`/en/search?q=quillwort+${i}`, ip)).res.statusCode).toBe(200);
      const over = await page('/en/search?q=quillwort', ip);
      expect(over.res.statusCode).toBe(429);
      expect(Number(over.res.headers['retry-after'])).toBeGreaterThan(0);
      expect(over.res.headers['content-type']).toMatch(/^text\/html/);
      expect(over.prefetched).toEqual(refusal('quillwort'));
      expect(over.res.body).not.toContain('Quillwort garden concert');
      // The refused page is nobody else's: another address gets the results of the same address.
      const other = await page('/en/search?q=quillwort', '203.0.113.62');
      expect(other.res.statusCode).toBe(200);
      expect(other.prefetched[0]?.data.total).toBe(1);
      // A view that searches nothing still answers.
      expect((await page('/en/search', ip)).res.statusCode).toBe(200);
      expect((await page('/en/search?q=quillwort', ip)).res.statusCode).toBe(429);
    });

    it('shares one budget with the API: refused by one, refused by the other', async () => {
      const api = (remoteAddress: string) => t.app.inject({ url: '/api/search?q=quillwort', remoteAddress });
      const apiFirst = '203.0.113.71';
      for (let i = 0; i < 60; i += 1) expect((await api(apiFirst)).statusCode).toBe(200);
      expect((await api(apiFirst)).statusCode).toBe(429);
      const refused = await page('/en/search?q=quillwort', apiFirst);
      expect(refused.res.statusCode).toBe(429);
      expect(refused.prefetched).toEqual(refusal('quillwort'));

      const pageFirst = '203.0.113.72';
      for (let i = 0; i < 60; i += 1) expect((await page(`/en/search?q=q${i}`, pageFirst)).res.statusCode).toBe(200);
      const over = await api(pageFirst);
      expect(over.statusCode).toBe(429);
      expect(over.json().code).toBe('TOO_MANY_REQUESTS');
    });
  });
});
