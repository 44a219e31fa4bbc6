import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PREFETCH_KEYS } from '@atrium/shared/api/boot';
import { createTestApp, type TestApp } from '#server/test/app';
import { all, fixtureImage } from '../edu/edu.fixtures';
import { epicEpisodes, type QuizQuestionRow } from './epic.table';

/** The epic history series: public reads in every language, previous/next, ETags, 404s, heads and sitemap. */
describe('epic history series', () => {
  let t: TestApp;
  let ids: number[] = [];
  let hiddenId = 0;
  const quiz: QuizQuestionRow[] = [
    {
      id: 'q1',
      prompt: all('When?'),
      choices: [{ id: 'a', text: all('1954') }],
      answer: 'a',
      explanation: all('Then'),
    },
  ];
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const cover = await fixtureImage(db, { ko: '산', en: 'Hills' });
    const rows = await db
      .insert(epicEpisodes)
      .values([
        {
          sequence: 1,
          title: { ko: '믿음의 씨앗', en: 'Seeds of Faith', fr: 'Les semences de la foi' },
          summary: { ko: '요약', en: 'Summary' },
          period: all('1935–1954'),
          coverId: cover,
          sections: [{ heading: all('Village'), body: all('Born in 1920'), imageId: cover }],
          galleryIds: [cover],
          video: { provider: 'vimeo', videoId: '76979871', title: all('Part 1'), durationSeconds: 754 },
          quiz,
        },
        { sequence: 2, title: all('House'), quiz: [] },
        { sequence: 3, title: all('Draft'), isPublic: false },
      ])
      .returning({ id: epicEpisodes.id });
    ids = rows.slice(0, 2).map((r) => r.id);
    hiddenId = rows[2]?.id ?? 0;
  });
  afterAll(() => t.close());

  const get = (url: string, lang = 'ko', etag?: string) =>
    t.app.inject({ url, headers: { 'accept-language': lang, ...(etag ? { 'if-none-match': etag } : {}) } });

  it('lists public episodes in each language with the language served', async () => {
    const first = async (lang: string) => (await get('/api/edu/epic', lang)).json().items[0];
    expect(await first('ko')).toMatchObject({ title: '믿음의 씨앗', lang: 'ko', hasVideo: true, quizQuestionCount: 1 });
    expect(await first('en')).toMatchObject({ title: 'Seeds of Faith', lang: 'en', summary: 'Summary' });
    expect(await first('ja')).toMatchObject({ title: '믿음의 씨앗', lang: 'ko' });
    expect(await first('es')).toMatchObject({ title: 'Seeds of Faith', lang: 'en' });
    expect(await first('fr')).toMatchObject({
      title: 'Les semences de la foi',
      lang: 'fr',
      summary: 'Summary',
      period: '1935–1954 (fr)',
    });
    const items = (await get('/api/edu/epic', 'en')).json().items;
    expect(items.map((e: { id: number }) => e.id)).toEqual(ids);
    expect(items[1]).toMatchObject({ hasVideo: false, quizQuestionCount: 0 });
  });

  it('shows an episode with its text, pictures, video and neighbours, without quiz answers', async () => {
    const res = await get(`/api/edu/epic/${ids[0]}`, 'es');
    const e = res.json();
    expect(e).toMatchObject({
      title: 'Seeds of Faith',
      lang: 'en',
      sections: [{ heading: 'Village (es)', html: 'Born in 1920 (es)', image: { alt: 'Hills' } }],
      gallery: [{ alt: 'Hills' }],
      video: {
        provider: 'vimeo',
        embedUrl: 'https://player.vimeo.com/video/76979871?autoplay=1&dnt=1',
        watchUrl: 'https://vimeo.com/76979871',
        title: 'Part 1 (es)',
        durationSeconds: 754,
        poster: null,
      },
      prev: null,
      next: { id: ids[1], sequence: 2, title: 'House (es)' },
    });
    expect(res.body).not.toContain('"answer"');
    expect((await get(`/api/edu/epic/${ids[1]}`)).json()).toMatchObject({
      prev: { id: ids[0] },
      next: null,
      video: null,
    });
  });

  it('404s for hidden and unknown episodes, 400 for malformed ids, 304 for current ETags', async () => {
    expect((await get(`/api/edu/epic/${hiddenId}`)).statusCode).toBe(404);
    expect((await get('/api/edu/epic/777777')).statusCode).toBe(404);
    expect((await get('/api/edu/epic/-1')).statusCode).toBe(404);
    for (const url of ['/api/edu/epic', `/api/edu/epic/${ids[0]}`]) {
      const etag = String((await get(url, 'ja')).headers.etag);
      expect((await get(url, 'ja', etag)).statusCode).toBe(304);
      expect((await get(url, 'ko', etag)).statusCode).toBe(200);
    }
  });

  it('has heads for episodes and lists public ones in the sitemap', async () => {
    expect((await t.app.inject(`/fr/edu/epic/${ids[0]}`)).body).toContain('<title>Les semences de la foi |');
    expect((await t.app.inject(`/fr/edu/epic/${hiddenId}`)).statusCode).toBe(404);
    const sitemap = (await t.app.inject('/sitemap.xml')).body;
    expect(sitemap).toContain(`/es/edu/epic/${ids[1]}</loc>`);
    expect(sitemap).not.toContain(`/edu/epic/${hiddenId}<`);
  });

  it("embeds an episode's page data with the series, for the list of episodes beside it on wide screens", async () => {
    const html = (await t.app.inject(`/en/edu/epic/${ids[1]}`)).body;
    const boot = JSON.parse(/<script type="application\/json" id="boot">([^<]*)<\/script>/.exec(html)?.[1] ?? '{}');
    const prefetched = boot.prefetched as Array<{ key: unknown[]; data: unknown }>;
    expect(prefetched.map((q) => q.key)).toEqual([PREFETCH_KEYS.epic('en', ids[1] ?? 0), PREFETCH_KEYS.epics('en')]);
    expect(prefetched[1]?.data).toEqual((await get('/api/edu/epic', 'en')).json().items);
  });
});
