import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app';
import { createMember, signIn, tokenFor } from '#server/test/members';
import { staffCaller } from '#server/test/factories/content';
import { all, fixtureImage } from '../edu/edu.fixtures';
import { webtoonEpisodes, webtoonPositions } from './webtoons.table';

/** Webtoon episodes (panels with lettering per language, previous/next) and members' reading positions. */
describe('webtoons', () => {
  let t: TestApp;
  let ids: number[] = [];
  let hiddenId = 0;
  let art: string[] = [];
  const balloon = (text: Record<string, string>, x = 50) => ({ text, kind: 'speech' as const, x, y: 20, width: 60 });
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    art = [
      await fixtureImage(db, { ko: '눈 덮인 골목', en: 'A snowy lane' }),
      await fixtureImage(db, { ko: '등잔 불빛', en: 'Lamplight' }),
    ];
    const [lane = '', lamp = ''] = art;
    const rows = await db
      .insert(webtoonEpisodes)
      .values([
        {
          sequence: 1,
          title: all('First'),
          summary: all('One'),
          sourceLang: 'ko',
          panels: [
            // Lettered in ko, en and fr: ja falls back to ko, es to en.
            { image: lane, balloons: [balloon({ ko: '저 불빛은?', en: 'That light?', fr: 'Cette lumière ?' }, 30)] },
            // Two balloons in reading order; the second is Korean only, so every language reads it in Korean.
            { image: lamp, balloons: [balloon({ ko: '들어오렴.', en: 'Come in.' }), balloon({ ko: '따뜻해.' }, 70)] },
          ],
        },
        // Korean only (and titled only in Korean).
        { sequence: 2, title: { ko: '둘째' }, panels: [{ image: lane, balloons: [] }] },
        // Written in English: where the chain (ko) has no text, the source language's is served.
        {
          sequence: 3,
          title: all('Third'),
          panels: [{ image: lamp, balloons: [balloon({ en: 'Hello' })] }],
          sourceLang: 'en',
        },
        { sequence: 4, title: all('Draft'), panels: [{ image: lane, balloons: [] }], isPublic: false },
      ])
      .returning({ id: webtoonEpisodes.id });
    ids = rows.slice(0, 3).map((r) => r.id);
    hiddenId = rows[3]?.id ?? 0;
  });
  afterAll(() => t.close());

  const get = (url: string, lang = 'ko', headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { 'accept-language': lang, ...headers } });

  it('lists public episodes by sequence number, in each language', async () => {
    const list = (await get('/api/edu/webtoons', 'es')).json().items;
    expect(list.map((e: { sequence: number }) => e.sequence)).toEqual([1, 2, 3]);
    expect(list[0]).toMatchObject({ title: 'First (es)', summary: 'One (es)', lang: 'es' });
    expect(list[1]).toMatchObject({ title: '둘째', lang: 'ko' });
  });

  it('serves each panel as its art with the balloons as text in the language, each saying its language', async () => {
    const episode = async (id: number, lang: string) => (await get(`/api/edu/webtoons/${id}`, lang)).json();
    const first = await episode(ids[0] ?? 0, 'ko');
    expect(first.panels.map((p: { image: { alt: string } }) => p.image.alt)).toEqual(['눈 덮인 골목', '등잔 불빛']);
    expect(first.panels[0].balloons).toEqual([
      { text: '저 불빛은?', lang: 'ko', kind: 'speech', x: 30, y: 20, width: 60 },
    ]);
    const balloons = async (lang: string) =>
      (await episode(ids[0] ?? 0, lang)).panels.map((p: { balloons: Array<{ text: string; lang: string }> }) =>
        p.balloons.map((b) => `${b.lang}:${b.text}`),
      );
    expect(await balloons('fr')).toEqual([['fr:Cette lumière ?'], ['en:Come in.', 'ko:따뜻해.']]);
    expect(await balloons('es')).toEqual([['en:That light?'], ['en:Come in.', 'ko:따뜻해.']]);
    expect(await balloons('ja')).toEqual([['ko:저 불빛은?'], ['ko:들어오렴.', 'ko:따뜻해.']]);
    // The art is described in the page's language whatever the lettering.
    expect((await episode(ids[0] ?? 0, 'en')).panels[1].image.alt).toBe('Lamplight');
    const third = await episode(ids[2] ?? 0, 'ja');
    expect(third).toMatchObject({ sourceLang: 'en', panels: [{ balloons: [{ text: 'Hello', lang: 'en' }] }] });
    expect((await episode(ids[1] ?? 0, 'fr')).panels).toEqual([expect.objectContaining({ balloons: [] })]);
  });

  it('links each episode to the previous and next public ones', async () => {
    const [first, second, third] = await Promise.all(
      ids.map(async (id) => (await get(`/api/edu/webtoons/${id}`, 'en')).json()),
    );
    expect(first).toMatchObject({ sequence: 1, prev: null, next: { id: ids[1], sequence: 2, title: '둘째' } });
    expect(second).toMatchObject({
      prev: { id: ids[0], title: 'First (en)' },
      next: { id: ids[2], title: 'Third (en)' },
    });
    // The draft after it is not public, so the last public episode has no next.
    expect(third).toMatchObject({ prev: { id: ids[1] }, next: null });
  });

  it('404s for hidden, unknown and malformed episodes, and revalidates with ETags', async () => {
    expect((await get(`/api/edu/webtoons/${hiddenId}`)).statusCode).toBe(404);
    expect((await get('/api/edu/webtoons/424242')).statusCode).toBe(404);
    expect((await get('/api/edu/webtoons/x1')).statusCode).toBe(404);
    for (const url of ['/api/edu/webtoons', `/api/edu/webtoons/${ids[0]}`]) {
      const first = await get(url, 'fr');
      const again = await get(url, 'fr', { 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode).toBe(304);
      expect((await get(url, 'en', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(200);
    }
  });

  it('has heads for episodes and lists public ones in the sitemap', async () => {
    expect((await t.app.inject(`/ja/edu/webtoon/${ids[0]}`)).body).toContain('<title>First (ja) |');
    expect((await t.app.inject(`/ja/edu/webtoon/${hiddenId}`)).statusCode).toBe(404);
    const sitemap = (await t.app.inject('/sitemap.xml')).body;
    expect(sitemap).toContain(`/ko/edu/webtoon/${ids[2]}</loc>`);
    expect(sitemap).not.toContain(`/edu/webtoon/${hiddenId}<`);
  });

  // Last: it adds a public episode after the others.
  it('lets staff letter panels through the editorial engine, with each balloon translated on its own', async () => {
    const manager = await tokenFor(t.app, 'MANAGER');
    const staff = staffCaller(t.app, manager, '/api/admin/content/webtoons');
    const data = (text: Record<string, string>, x = 40) => ({
      sequence: 7,
      title: { ko: '일곱째', en: 'Seventh' },
      sourceLang: 'ko',
      panels: [{ image: art[0], balloons: [{ text, kind: 'thought', x, y: 15, width: 50 }] }],
    });
    const bad = await staff('POST', '', { data: data({ en: 'No Korean' }, 140) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      'panels.0.balloons.0.text.ko': 'REQUIRED',
      'panels.0.balloons.0.x': 'OUT_OF_RANGE',
    });
    const created = await staff('POST', '', { data: data({ ko: '혹시…', en: 'Could it be…' }) });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    const item = (await staff('GET', `/${id}`)).json();
    expect(item.fieldLanguages['panels.0.balloons.0.text']).toMatchObject({ en: 'ok', ja: 'missing' });
    expect((await staff('POST', `/${id}/publish`, { memo: 'lettered' })).statusCode).toBe(200);
    const served = (await get(`/api/edu/webtoons/${id}`, 'en')).json();
    expect(served.panels[0].balloons).toEqual([
      { text: 'Could it be…', lang: 'en', kind: 'thought', x: 40, y: 15, width: 50 },
    ]);
  });

  describe('reading position', () => {
    const as = (token: string | null, method: 'GET' | 'PUT', payload?: object) =>
      t.app.inject({
        method,
        url: '/api/me/webtoon-position',
        payload,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    let alice = '';
    let bob = '';
    beforeAll(async () => {
      const a = await createMember(t.app);
      const b = await createMember(t.app);
      alice = (await signIn(t.app, a.email, a.password, '198.51.100.21')).accessToken;
      bob = (await signIn(t.app, b.email, b.password, '198.51.100.22')).accessToken;
    });

    it('is for members only', async () => {
      for (const res of [await as(null, 'GET'), await as(null, 'PUT', { episodeId: ids[0], panel: 1 })]) {
        expect(res.statusCode).toBe(401);
        expect(res.json().code).toBe('AUTH_REQUIRED');
      }
    });

    it('keeps each member’s position per episode and the last episode read', async () => {
      expect((await as(alice, 'GET')).json()).toEqual({ last: null, episodes: [] });
      const saved = await as(alice, 'PUT', { episodeId: ids[1], panel: 2 });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ episodeId: ids[1], sequence: 2, panel: 2 });
      await as(alice, 'PUT', { episodeId: ids[0], panel: 1 });
      await as(alice, 'PUT', { episodeId: ids[0], panel: 3 });
      const mine = (await as(alice, 'GET')).json();
      expect(mine.last).toMatchObject({ episodeId: ids[0], panel: 3 });
      expect(mine.episodes.map((e: { episodeId: number; panel: number }) => [e.episodeId, e.panel])).toEqual([
        [ids[0], 3],
        [ids[1], 2],
      ]);
      expect((await as(bob, 'GET')).json()).toEqual({ last: null, episodes: [] });
      expect((await as(alice, 'GET')).headers['cache-control']).toBe('private, no-store');
    });

    it('rejects bad input with 400 and unknown or hidden episodes with 404, changing nothing', async () => {
      const before = await t.database.db.select().from(webtoonPositions);
      for (const payload of [
        { episodeId: ids[0], panel: -1 },
        { episodeId: 'x', panel: 1 },
        { panel: 1 },
        { episodeId: ids[0], panel: 1.5 },
      ]) {
        const res = await as(bob, 'PUT', payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('VALIDATION_FAILED');
      }
      expect((await as(bob, 'PUT', { episodeId: hiddenId, panel: 0 })).statusCode).toBe(404);
      expect((await as(bob, 'PUT', { episodeId: 999_999, panel: 0 })).statusCode).toBe(404);
      expect(await t.database.db.select().from(webtoonPositions)).toEqual(before);
    });
  });
});
