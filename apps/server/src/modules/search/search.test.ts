import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bootApp } from '#server/test/app';
import { currentEtag, etagHeader } from '#server/test/factories/content';
import { createTestApp, type TestApp } from '#server/test/app';
import { tokenFor } from '#server/test/members';
import { createSearchRepository, MAX_CANDIDATES } from './search.repository';

type Json = Record<string, unknown>;
interface Hit {
  type: string;
  id: string;
  title: string;
  snippet: string;
  url: string;
  lang: string;
}

/** Site search (docs/spec/decisions.md §14) over what the editorial engine publishes, on PGlite and PostgreSQL. */
describe('GET /api/search', () => {
  let t: TestApp;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await tokenFor(t.app, 'MANAGER');
  });
  afterAll(() => t.close());

  const staff = async (method: 'POST' | 'DELETE', url: string, payload?: unknown) => {
    const reply = await t.app.inject({
      method,
      url: `/api/admin/content/${url}`,
      payload: payload as Json,
      headers: {
        authorization: `Bearer ${manager}`,
        // Written as an editor who has just read the item (docs/spec/decisions.md §15).
        ...etagHeader(await currentEtag(t.app, manager, method, `/api/admin/content/${url}`)),
      },
    });
    expect(reply.statusCode, reply.body).toBeLessThan(300);
    return reply;
  };
  const create = async (type: string, data: Json) => String((await staff('POST', type, { data })).json().id);
  const publish = (type: string, id: string) => staff('POST', `${type}/${id}/publish`, { memo: '' });
  const search = (lang: string, q: string, extra = '') =>
    t.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}${extra}`, headers: { 'accept-language': lang } });
  const hits = async (lang: string, q: string, extra = '') => {
    const reply = await search(lang, q, extra);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().items as Hit[];
  };

  let newsId = '';
  it('finds a news item by two characters of a Korean word, and by part of its Japanese title', async () => {
    newsId = await create('news', {
      title: { ko: '국립정원박물관 가을 음악회', ja: '庭園博物館の秋の音楽会', en: 'Autumn concert' },
      summary: { ko: '정원에서 열리는 음악회', en: 'A concert in the grounds' },
      articles: [],
    });
    await publish('news', newsId);

    const ko = await hits('ko', '정원');
    expect(ko).toContainEqual(
      expect.objectContaining({ type: 'news', id: newsId, lang: 'ko', url: `/ko/news/${newsId}` }),
    );
    expect(ko.find((h) => h.id === newsId)!.snippet).toContain('<mark>정원</mark>');

    const ja = await hits('ja', '博物');
    expect(ja).toContainEqual(
      expect.objectContaining({ type: 'news', id: newsId, lang: 'ja', title: '庭園博物館の秋の音楽会' }),
    );
  });

  it('finds an exhibition by an English word with two letters swapped', async () => {
    const id = await create('exhibitions', {
      slug: 'tapestry-of-light',
      title: { ko: '빛의 태피스트리', en: 'Tapestry of Light' },
      summary: { ko: '직물 전시', en: 'Woven works from five centuries' },
      startsOn: '2026-01-01',
    });
    await publish('exhibitions', id);
    const found = await hits('en', 'Tapsetry');
    expect(found[0]).toMatchObject({
      type: 'exhibitions',
      id,
      title: 'Tapestry of Light',
      url: '/en/exhibitions/tapestry-of-light',
      lang: 'en',
    });
  });

  it('finds from French a text that exists only in English, saying it is English', async () => {
    const id = await create('news', {
      title: { ko: '봄 소식', en: 'Lantern workshop for families' },
      summary: { ko: '가족 행사', en: 'Children fold paper lanterns with our curators.' },
      articles: [],
    });
    await publish('news', id);
    const found = await hits('fr', 'lanterns');
    expect(found).toContainEqual(
      expect.objectContaining({
        type: 'news',
        id,
        lang: 'en',
        title: 'Lantern workshop for families',
        url: `/fr/news/${id}`,
      }),
    );
    // Stemmed English: the plural finds the singular, marked in an escaped snippet.
    expect(found.find((h) => h.id === id)!.snippet).toContain('<mark>lantern');
  });

  it('never finds a draft or a withdrawn item; a publish is found at once', async () => {
    const id = await create('news', { title: { ko: '비공개초안소식', en: 'Zephyrine draft' }, articles: [] });
    expect(await hits('ko', '공개초안')).toEqual([]);
    expect(await hits('en', 'Zephyrine')).toEqual([]);

    await publish('news', id);
    expect((await hits('en', 'Zephyrine')).map((h) => h.id)).toEqual([id]);

    await staff('POST', `news/${id}/unpublish`, {});
    expect(await hits('en', 'Zephyrine')).toEqual([]);
    await publish('news', id);
    await staff('DELETE', `news/${id}`);
    expect(await hits('en', 'Zephyrine')).toEqual([]);
  });

  it("finds a news item's public articles, never a hidden one, and filters by type", async () => {
    const id = await create('news', {
      title: { ko: '전시 안내', en: 'Exhibition notes' },
      articles: [
        {
          title: { ko: '관람 안내', en: 'Quokka visiting hours' },
          body: { ko: '<p>본문</p>', en: '<p>Open <b>daily</b></p>' },
          hidden: false,
        },
        { title: { ko: '숨김', en: 'Quokka secret' }, body: { ko: '<p>x</p>', en: '<p>x</p>' }, hidden: true },
      ],
    });
    await publish('news', id);
    const found = await hits('en', 'quokka');
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ type: 'articles', title: 'Quokka visiting hours' });
    expect(found[0]!.url).toMatch(new RegExp(`^/en/news/${id}/${found[0]!.id}$`));
    expect(await hits('en', 'quokka', '&type=exhibitions')).toEqual([]);
  });

  it('finds a public program (written outside the engine) and loses it when it is made private', async () => {
    const admin = (method: 'POST' | 'PUT', url: string, payload: Json) =>
      t.app.inject({ method, url: `/api/admin${url}`, payload, headers: { authorization: `Bearer ${manager}` } });
    const categories = await admin('POST', '/program-categories', { title: { ko: '강좌', en: 'Lectures' } });
    const category = categories.json().categories[0] as { id: number };
    const program = { categoryId: category.id, title: { ko: '목판화 강좌', en: 'Woodblock printing' }, isPublic: true };
    const created = await admin('POST', '/programs', program);
    expect(created.statusCode, created.body).toBe(201);
    const id = String(created.json().id);
    expect(await hits('ko', '판화')).toContainEqual(
      expect.objectContaining({ type: 'programs', id, url: `/ko/program/${category.id}/${id}` }),
    );
    await admin('PUT', `/programs/${id}`, { ...program, isPublic: false });
    expect(await hits('ko', '판화')).toEqual([]);
  });

  it('escapes the text around the mark', async () => {
    const id = await create('news', {
      title: { ko: '안내', en: 'Notes' },
      summary: { ko: '요약', en: 'Bring <script>alert(1)</script> wombats & friends' },
      articles: [],
    });
    await publish('news', id);
    const [hit] = await hits('en', 'wombats');
    expect(hit!.snippet).toBe('Bring &lt;script&gt;alert(1)&lt;/script&gt; <mark>wombats</mark> &amp; friends');
  });

  it('answers 400 naming q for an empty or over-long query, and for an unknown type', async () => {
    for (const url of ['/api/search', '/api/search?q=', '/api/search?q=%20%20', `/api/search?q=${'a'.repeat(101)}`]) {
      const reply = await t.app.inject({ url });
      expect(reply.statusCode, url).toBe(400);
      expect(reply.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { q: expect.any(String) } });
    }
    const badType = await search('en', 'garden', '&type=secrets');
    expect(badType.statusCode).toBe(400);
    expect(badType.json().fields).toHaveProperty('type');
  });

  it('finds a one-character Japanese word inside a text, from the index of characters and pairs', async () => {
    const id = await create('news', {
      title: { ko: '가을 안내', ja: '庭のご案内' },
      summary: { ko: '단풍', ja: '紅葉の秋に庭を歩く' },
      articles: [],
    });
    await publish('news', id);
    const found = await hits('ja', '秋');
    expect(found).toContainEqual(expect.objectContaining({ id, lang: 'ja' }));
    expect(found.find((h) => h.id === id)!.snippet).toContain('<mark>秋</mark>');
  });

  it('bounds a word found in very many items: titles holding it come first, the total is a lower bound', async () => {
    const repo = createSearchRepository();
    const doc = (i: number, title: string) => ({
      type: 'news' as const,
      itemId: `many-${i}`,
      lang: 'en' as const,
      servedLang: 'en' as const,
      title,
      body: `Notes on wolframite number ${i}`,
      path: `news/many-${i}`,
    });
    const many = Array.from({ length: MAX_CANDIDATES + 50 }, (_, i) => doc(i, `Bulletin ${i}`));
    // Written last, so a scan that stops at the first hundreds of hits would miss it.
    await repo.insert(t.database.db, [...many, doc(9999, 'Wolframite in the galleries')]);

    const reply = await search('en', 'wolframite');
    const { items, total } = reply.json() as { items: Hit[]; total: number };
    expect(items[0]).toMatchObject({ id: 'many-9999', title: 'Wolframite in the galleries' });
    expect(items).toHaveLength(20);
    expect(total).toBeGreaterThanOrEqual(MAX_CANDIDATES);
    expect(total).toBeLessThanOrEqual(MAX_CANDIDATES + 51);
    await t.database.db.execute(sql`delete from search_documents where item_id like 'many-%'`);
  });

  /** The app restarted on the same database; returns a search on it. */
  const restart = async (q: string, lang: string) => {
    const restarted = await bootApp(t.config, { database: t.database, logger: false });
    try {
      await restarted.ready();
      const reply = await restarted.inject({
        url: `/api/search?q=${encodeURIComponent(q)}`,
        headers: { 'accept-language': lang },
      });
      return reply.json().items as Hit[];
    } finally {
      await restarted.close();
    }
  };

  it('indexes at start what was written around it: programs a seed made public, a whole empty index', async () => {
    // As the demo seed writes programs: straight into the table.
    await t.database.db.execute(sql`update programs set is_public = true`);
    expect(await restart('판화', 'ko')).toContainEqual(expect.objectContaining({ type: 'programs' }));

    await t.database.db.execute(sql`delete from search_documents`);
    expect(await restart('tapestry', 'en')).toContainEqual(expect.objectContaining({ title: 'Tapestry of Light' }));
  });

  it('slows down an address that searches more than 60 times a minute', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 61; i += 1) codes.push((await search('en', `tapestry ${i}`)).statusCode);
    expect(codes).toContain(429);
    const limited = await search('en', 'tapestry');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().code).toBe('TOO_MANY_REQUESTS');
  });
});
