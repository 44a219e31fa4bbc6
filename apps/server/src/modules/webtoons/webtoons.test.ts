import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { createMember, signIn } from '../../test/members';
import { all, fixtureImage } from '../edu/edu.fixtures';
import { webtoonEpisodes, webtoonPositions } from './webtoons.table';

/** Webtoon episodes (panel sets per language, previous/next) and members' reading positions. */
describe('webtoons', () => {
  let t: TestApp;
  let ids: number[] = [];
  let hiddenId = 0;
  const set = async (lang: string, n = 3) => {
    const out: string[] = [];
    for (let i = 0; i < n; i++)
      out.push(await fixtureImage(t.database.db, { ko: `${lang} 칸 ${i}`, en: `${lang} panel ${i}` }));
    return out;
  };
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const ko = await set('ko');
    const en = await set('en');
    const fr = await set('fr', 2);
    const rows = await db
      .insert(webtoonEpisodes)
      .values([
        // Lettered in ko (source), en and fr: ja → ko, es → en.
        { sequence: 1, title: all('First'), summary: all('One'), panels: { ko, en, fr }, sourceLang: 'ko' },
        // Korean only (and titled only in Korean): every language gets the Korean panels.
        { sequence: 2, title: { ko: '둘째' }, panels: { ko: await set('ko2') } },
        // Drawn in English: Korean readers get the English set.
        { sequence: 3, title: all('Third'), panels: { en: await set('en3', 1) }, sourceLang: 'en' },
        { sequence: 4, title: all('Draft'), panels: { ko: await set('draft', 1) }, isPublic: false },
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

  it('serves the panel set of the language, else along its fallbacks, else the source language', async () => {
    const panels = async (id: number, lang: string) => {
      const body = (await get(`/api/edu/webtoons/${id}`, lang)).json();
      return { lang: body.panelsLang, alts: body.panels.map((p: { alt: string }) => p.alt) };
    };
    expect(await panels(ids[0] ?? 0, 'ko')).toEqual({ lang: 'ko', alts: ['ko 칸 0', 'ko 칸 1', 'ko 칸 2'] });
    expect(await panels(ids[0] ?? 0, 'en')).toEqual({ lang: 'en', alts: ['en panel 0', 'en panel 1', 'en panel 2'] });
    expect(await panels(ids[0] ?? 0, 'fr')).toEqual({ lang: 'fr', alts: ['fr panel 0', 'fr panel 1'] });
    expect((await panels(ids[0] ?? 0, 'ja')).lang).toBe('ko');
    expect((await panels(ids[0] ?? 0, 'es')).lang).toBe('en');
    expect(await panels(ids[1] ?? 0, 'fr')).toMatchObject({
      lang: 'ko',
      alts: ['ko2 panel 0', 'ko2 panel 1', 'ko2 panel 2'],
    });
    expect(await panels(ids[2] ?? 0, 'ko')).toEqual({ lang: 'en', alts: ['en3 칸 0'] });
    expect((await get(`/api/edu/webtoons/${ids[2]}`, 'ja')).json().sourceLang).toBe('en');
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
