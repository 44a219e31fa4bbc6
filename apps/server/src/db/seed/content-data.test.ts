import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES } from '@atrium/shared/languages';
import { currentEtag, etagHeader } from '#server/test/factories/content';
import { createTestApp, type TestApp } from '#server/test/app';
import { tokenFor } from '#server/test/members';
import { addDays, venueDate } from '#server/modules/events/venue-time';
import { CONTENT_TYPES } from '@atrium/shared/content/registry';
import { validateData } from '@atrium/shared/content/validate';
import { STORES } from '#server/modules/content/content-stores.repository';
import { CONTENT_DATA, seedContentData } from './content-data';

type Json = Record<string, unknown>;
const file = (type: string) => CONTENT_DATA.find((d) => d.type === type)!.items as Json[];
const ko = (item: Json, field: string) => (item[field] as Record<string, string>).ko;

/** A new demo install: the engine's types come from the data files, through the editorial engine. */
describe('demo content from the data files', () => {
  let t: TestApp;
  let admin: string;
  let today: string;
  beforeAll(async () => {
    // The demo's dates count from the venue's day the seed ran in (the test app's zone is the
    // default, Asia/Seoul): a seed that ran across midnight (minutes on a busy machine) is done
    // once more, within one day.
    const day = () => venueDate('Asia/Seoul', new Date());
    const before = day();
    t = await createTestApp({ SEED_DEMO: 'true' });
    if (day() !== before) {
      await t.close();
      t = await createTestApp({ SEED_DEMO: 'true' });
    }
    today = venueDate(t.config.timezone, new Date());
    admin = await tokenFor(t.app, 'ADMIN');
  }, 360_000);
  afterAll(() => t.close());

  const get = (url: string, lang = 'ko', token?: string) =>
    t.app.inject({ url, headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  const staff = (url: string) => get(`/api/admin/content${url}`, 'ko', admin);

  it('fills the home page’s carousels and the spaces, in the files’ order, with drawn pictures', async () => {
    const slides = (await get('/api/slides')).json();
    expect(slides.mainSlides.map((s: Json) => s.title)).toEqual(file('main-slides').map((s) => ko(s, 'title')));
    expect(slides.subSlides).toHaveLength(file('sub-slides').length);
    expect(slides.eduSlides).toHaveLength(file('edu-slides').length);
    expect(slides.mainSlides[0].pc_img).toMatchObject({ width: 1920, height: 800 });
    expect(slides.mainSlides[0].pc_img_url).toMatch(/^\/media\/seed\/main-1-pc\.jpg/);

    const spaces = (await get('/api/spaces', 'fr')).json();
    expect(spaces.map((s: Json) => s.slug)).toEqual(file('spaces').map((s) => s.slug));
    expect(spaces[0]).toMatchObject({ name: 'Grand Hall', lang: 'fr' });
    const map = (await get('/api/spaces/hotspots')).json();
    expect(map.map).not.toBeNull();
    expect(map.items).toHaveLength(file('hotspots').length);
    const sites = (await get('/api/family-sites')).json().sites;
    expect(sites).toHaveLength(file('family-sites').length);
  });

  it('dates the exhibitions from the install day: two on now, one past', async () => {
    const shows = (await get('/api/exhibitions', 'en')).json().items as Json[];
    expect(shows.map((s) => [s.slug, s.startsOn, s.endsOn])).toEqual([
      ['founders-exhibition', addDays(today, -2765), null],
      ['letters-across-the-sea', addDays(today, -85), addDays(today, 95)],
      ['seasons-of-the-garden', addDays(today, -269), addDays(today, -86)],
    ]);
    expect(shows.every((s) => s.lang === 'en')).toBe(true);
    // No language's text is another's copy.
    const texts = await Promise.all(
      LANGUAGES.map(async (l) => (await get('/api/exhibitions/founders-exhibition', l)).json().description),
    );
    expect(new Set(texts).size).toBe(LANGUAGES.length);
  });

  it('links each artwork to the exhibition its file names', async () => {
    const works = (await get('/api/artworks', 'ja')).json();
    expect(works.total).toBe(file('artworks').length);
    const letter = works.items.find((w: Json) => w.title === '最初の宣教師たちへの手紙');
    const detail = (await get(`/api/artworks/${letter.id}`, 'ja')).json();
    expect(detail.exhibition).toMatchObject({ slug: 'letters-across-the-sea' });
    expect(detail.relatedVideo.poster.url).toMatch(/^\/media\/seed\//);
  });

  it('serves the webtoons with their dates, and panels lettered as text in every language', async () => {
    const toons = (await get('/api/edu/webtoons')).json().items as Json[];
    expect(toons).toHaveLength(file('webtoons').length);
    const first = toons.find((w) => w.sequence === 1) ?? toons[0]!;
    expect(venueDate(t.config.timezone, new Date(first.publishedAt as string))).toBe(addDays(today, -173));
    const episode = async (lang: string) => (await get(`/api/edu/webtoons/${first.id}`, lang)).json();
    const ja = await episode('ja');
    expect(ja.sourceLang).toBe('ko');
    expect(ja.panels[0].image.height).toBeGreaterThan(ja.panels[0].image.width);
    // The art is described without its lettering; the lettering is text in the page's language.
    expect(ja.panels[0].image.alt).toContain('路地');
    const lines = async (lang: string): Promise<string[]> =>
      (await episode(lang)).panels.flatMap((p: { balloons: Json[] }) => p.balloons.map((b) => `${b.lang}:${b.text}`));
    const all = await Promise.all(LANGUAGES.map(lines));
    for (const [i, lang] of LANGUAGES.entries()) {
      expect(all[i]!.length).toBeGreaterThan(2);
      expect(all[i]!.every((line) => line.startsWith(`${lang}:`))).toBe(true);
    }
    expect(all[LANGUAGES.indexOf('ja')]).toContain('ja:あの灯りは何だろう？こんな夜中に…');
  });

  it('seeds the Sunghwa course and the epic quizzes, whose answers only scoring reveals', async () => {
    const token = await tokenFor(t.app);
    const course = (await get('/api/edu/sunghwa', 'ja', token)).json();
    expect(course).toMatchObject({ lang: 'ja' });
    expect(course.chapters).toHaveLength(file('sunghwa').length);
    const epic = (await get('/api/edu/epic', 'es')).json().items as Json[];
    expect(epic.every((e) => (e.quizQuestionCount as number) >= 3)).toBe(true);
    const quizzes = (await get('/api/quizzes/epic', 'es', token)).json().items;
    const quiz = await get(`/api/quizzes/epic/${quizzes[0].id}`, 'es', token);
    expect(quiz.body).not.toMatch(/correct|answer"/);
    const answers = quiz.json().questions.map((q: { id: string; choices: Array<{ id: string }> }) => ({
      questionId: q.id,
      choiceId: q.choices[0]?.id,
    }));
    const scored = await t.app.inject({
      method: 'POST',
      url: `/api/quizzes/epic/${quizzes[0].id}/attempts`,
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'es' },
      payload: { answers },
    });
    expect(scored.statusCode).toBe(201);
    expect(scored.json().maxScore).toBe(answers.length);
  });

  it('serves the demo news newest first, dated from the install day, hidden articles kept out', async () => {
    const items = file('news');
    const list = (await get('/api/news', 'ja')).json();
    expect(list.total).toBe(items.length);
    expect(list.items.map((n: Json) => n.title)).toEqual(items.map((n) => (n.title as Record<string, string>).ja));
    expect(venueDate(t.config.timezone, new Date(list.items[0].publishedAt))).toBe(addDays(today, -3));
    const oldest = items.at(-1)!;
    const detail = (await get(`/api/news/${list.items.at(-1).id}`, 'fr')).json();
    expect(detail.articles).toHaveLength((oldest.articles as Json[]).filter((a) => !a.hidden).length);
    // An article's picture is in the media library, where its body points.
    const withPicture = (await get(`/api/news/${detail.id}/${detail.articles[1].id}`, 'fr')).json();
    const src = /<img src="(\/media\/seed\/[^"]+)"/.exec(withPicture.body)?.[1];
    expect(src).toBeDefined();
    expect((await t.app.inject(src!)).statusCode).toBe(200);
  });

  it('publishes each item through the engine as revision 1, fully translated', async () => {
    for (const type of ['main-slides', 'pages', 'exhibitions', 'artworks', 'webtoons', 'sunghwa', 'news', 'events']) {
      const list = (await staff(`/${type}`)).json();
      expect(list.total, type).toBe(file(type).length);
      for (const item of list.items) {
        expect(item.status).toBe('published');
        expect(
          Object.values(item.languages).every((s) => s === 'ok'),
          `${type}/${item.id}`,
        ).toBe(true);
      }
      const revisions = (await staff(`/${type}/${list.items[0].id}/revisions`)).json();
      expect(
        revisions.map((r: Json) => [r.rev, r.memo]),
        type,
      ).toEqual([[1, 'Demo content']]);
    }
    expect((await staff('/quizzes')).json().total).toBe(file('quizzes').length);
  });

  it('adds nothing when run on a site that already has content', async () => {
    const before = (await get('/api/artworks')).json().total;
    await seedContentData({
      db: t.database.db,
      config: t.config,
      log: t.app.log,
      storage: t.app.storage,
      content: t.app.content,
    });
    await t.app.contentCache.invalidate();
    expect((await get('/api/artworks')).json().total).toBe(before);
    expect((await staff('/main-slides')).json().total).toBe(file('main-slides').length);
  });

  it('gives staff every demo item as a published, valid draft of its type', async () => {
    const problems: Record<string, unknown> = {};
    for (const type of CONTENT_TYPES) {
      const list = (await staff(`/${type.type}`)).json();
      expect(list.total, type.type).toBeGreaterThan(0);
      for (const item of list.items) {
        expect(item.status).toBe('published');
        const { draft } = (await staff(`/${type.type}/${item.id}`)).json();
        const result = validateData(type, draft);
        if (!result.ok) problems[`${type.type}/${item.id}`] = result.fields;
      }
    }
    expect(problems).toEqual({});
  });

  it('writes back exactly what the public reads had when an item is published unchanged', async () => {
    for (const type of CONTENT_TYPES) {
      const store = STORES[type.type]!;
      const before = await store.readLive(t.database.db);
      const first = (await staff(`/${type.type}`)).json().items[0];
      const url = `/api/admin/content/${type.type}/${first.id}/publish`;
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${admin}`, ...etagHeader(await currentEtag(t.app, admin, 'POST', url)) },
        payload: { memo: 'unchanged' },
      });
      expect(res.statusCode, type.type).toBe(200);
      expect(await store.readLive(t.database.db), type.type).toEqual(before);
    }
  });
});
