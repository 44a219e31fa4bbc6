import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFETCH_KEYS } from '@atrium/shared/api/boot';
import { createTestApp, type TestApp } from '#server/test/app';
import { tokenFor } from '#server/test/members';

/** What a public page's HTML embeds for the browser's query cache (the boot data's `prefetched`). */
type Prefetched = Array<{ key: unknown[]; data: unknown }>;

describe('public pages carry their data in their HTML', () => {
  let t: TestApp;
  let manager: string;
  let newsId = 0;
  let articleId = 0;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await tokenFor(t.app, 'MANAGER');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: { authorization: `Bearer ${manager}` },
      payload: {
        title: { ko: '정원 개방', en: 'The garden opens' },
        summary: { ko: '요약', en: 'Open every morning' },
        publishedAt: '2026-05-01T09:00:00+09:00',
        isPublic: true,
        articles: [
          { title: { ko: '첫 기사', en: 'A walk in the garden' }, body: { en: '<p>Body</p>' }, isPublic: true },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    newsId = created.json<{ id: number }>().id;
    articleId = created.json<{ articles: Array<{ id: number }> }>().articles[0]?.id ?? 0;
  });
  afterAll(() => t.close());

  const prefetched = async (url: string): Promise<Prefetched> => {
    const res = await t.app.inject({ url });
    const json = /<script type="application\/json" id="boot">([^<]*)<\/script>/.exec(res.body)?.[1];
    return (JSON.parse(json ?? '{}') as { prefetched?: Prefetched }).prefetched ?? [];
  };
  const api = async (url: string, lang: string) =>
    (await t.app.inject({ url: `/api${url}`, headers: { 'accept-language': lang } })).json<unknown>();

  it('embeds the news list, an item and an article under the web hooks’ keys, as the API answers them', async () => {
    const list = await prefetched('/en/news');
    expect(list).toEqual([{ key: PREFETCH_KEYS.newsList('en', 1), data: await api('/news', 'en') }]);
    expect(JSON.stringify(list)).toContain('The garden opens');

    expect(await prefetched(`/ko/news/${newsId}`)).toEqual([
      { key: PREFETCH_KEYS.newsItem('ko', newsId), data: await api(`/news/${newsId}`, 'ko') },
    ]);
    const article = await prefetched(`/en/news/${newsId}/${articleId}`);
    expect(article[0]?.key).toEqual(PREFETCH_KEYS.newsArticle('en', newsId, articleId));
    expect(article[0]?.data).toMatchObject({ title: 'A walk in the garden', body: '<p>Body</p>' });
  });

  it('follows a list’s ?page=, and embeds nothing for what does not exist', async () => {
    expect((await prefetched('/en/news?page=2'))[0]?.key).toEqual(PREFETCH_KEYS.newsList('en', 2));
    expect((await prefetched('/en/news?page=x'))[0]?.key).toEqual(PREFETCH_KEYS.newsList('en', 1));
    expect(await prefetched(`/en/news/${newsId + 100}`)).toEqual([]);
    expect(await prefetched('/en/news/abc')).toEqual([]);
    expect(await prefetched('/en/exhibitions/no-such-show')).toEqual([]);
  });

  it('embeds the other public lists and venue pages as their hooks keep them', async () => {
    expect(await prefetched('/fr/event')).toEqual([
      { key: PREFETCH_KEYS.events('fr'), data: await api('/events', 'fr') },
    ]);
    // The education lists' hooks keep the reply's items only.
    const webtoons = (await api('/edu/webtoons', 'ja')) as { items: unknown[] };
    expect(await prefetched('/ja/edu/webtoon')).toEqual([{ key: PREFETCH_KEYS.webtoons('ja'), data: webtoons.items }]);
    const shows = (await api('/exhibitions', 'en')) as { items: unknown[] };
    expect(await prefetched('/en/exhibitions')).toEqual([{ key: PREFETCH_KEYS.exhibitions('en'), data: shows.items }]);
    expect((await prefetched('/en/artworks'))[0]?.key).toEqual(PREFETCH_KEYS.artworks('en', 1));
    expect(await prefetched('/es/app')).toEqual([{ key: PREFETCH_KEYS.appInfo('es'), data: await api('/app', 'es') }]);
  });
});
