import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app';
import { tokenFor } from '#server/test/members';
import { staffCaller } from '#server/test/factories/content';

type Json = Record<string, unknown>;
interface Article {
  id: number | null;
  title: Record<string, string>;
  body: Record<string, string>;
  hidden: boolean;
}

/** News through the editorial engine: drafts, publishing, scheduling, with stable article addresses. */
describe('news in the editorial engine', () => {
  let t: TestApp;
  let manager: string;
  let staff: ReturnType<typeof staffCaller>;
  const now = { at: new Date() };
  beforeAll(async () => {
    t = await createTestApp();
    t.app.clock.now = () => now.at;
    manager = await tokenFor(t.app, 'MANAGER');
    staff = staffCaller(t.app, manager, '/api/admin/content/news');
  });
  afterAll(() => t.close());

  const visit = (url: string) => t.app.inject({ url, headers: { 'accept-language': 'en' } });
  const article = (en: string, extra: Partial<Article> = {}): Omit<Article, 'id'> & { id?: number | null } => ({
    title: { ko: `${en} (ko)`, en },
    body: { ko: '<p>본문</p>', en: `<p>${en} body</p>` },
    hidden: false,
    ...extra,
  });
  const draftOf = async (id: string) => (await staff('GET', `/${id}`)).json().draft as Json & { articles: Article[] };
  const publicIds = async (id: string) =>
    ((await visit(`/api/news/${id}`)).json().articles as Array<{ id: number }>).map((a) => a.id);

  /** A new item in draft with two articles and a hidden one: its id and its articles' ids. */
  const draftItem = async () => {
    const created = await staff('POST', '', {
      data: {
        title: { ko: '엔진 소식', en: 'Engine news' },
        summary: { ko: '요약', en: 'Summary' },
        articles: [article('First'), article('Second'), article('Secret', { hidden: true })],
      },
    });
    expect(created.statusCode).toBe(201);
    const id = String(created.json().id);
    return { id, ids: (await draftOf(id)).articles.map((a) => a.id!) };
  };
  /** The same item published once (memo 'first'). */
  const publishedItem = async () => {
    const item = await draftItem();
    expect((await staff('POST', `/${item.id}/publish`, { memo: 'first' })).statusCode).toBe(200);
    return item;
  };

  it('keeps a new item a draft, its articles already numbered, until it is published', async () => {
    const { id, ids } = await draftItem();
    expect(ids.every((n) => Number.isInteger(n) && n > 0)).toBe(true);
    expect(new Set(ids).size).toBe(3);
    expect((await visit(`/api/news/${id}`)).statusCode).toBe(404);
    expect((await visit(`/api/news/${id}/${ids[0]}`)).statusCode).toBe(404);
  });

  it('publishes to the public list, item and article pages, hidden articles left out', async () => {
    const { id, ids } = await publishedItem();
    const list = (await visit('/api/news')).json();
    expect(list.items.find((i: Json) => String(i.id) === id)).toMatchObject({ title: 'Engine news', articleCount: 2 });
    expect(await publicIds(id)).toEqual([ids[0], ids[1]]);
    expect((await visit(`/api/news/${id}/${ids[1]}`)).json()).toMatchObject({
      title: 'Second',
      body: '<p>Second body</p>',
    });
    expect((await visit(`/api/news/${id}/${ids[2]}`)).statusCode).toBe(404);
    // The spec's admin read shows the same item, public.
    const admin = await t.app.inject({
      url: `/api/admin/news/${id}`,
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(admin.json()).toMatchObject({
      isPublic: true,
      articles: [{ id: ids[0] }, { id: ids[1] }, { id: ids[2], isPublic: false }],
    });
  });

  it('leaves the public pages alone while a draft changes, then keeps article ids across the next publish', async () => {
    const { id, ids } = await publishedItem();
    const firstDate = (await visit(`/api/news/${id}`)).json().publishedAt;
    const draft = await draftOf(id);
    const [first, , secret] = draft.articles;
    await staff('PUT', `/${id}`, {
      data: {
        ...draft,
        title: { ko: '바뀐 소식', en: 'Changed news' },
        // The second article goes, the secret one comes out, a new one is added.
        articles: [
          { ...first, title: { ko: '첫째', en: 'First, edited' } },
          { ...secret, hidden: false },
          article('New'),
        ],
      },
    });
    expect((await visit(`/api/news/${id}`)).json().title).toBe('Engine news');
    expect((await visit(`/api/news/${id}/${ids[1]}`)).statusCode).toBe(200);

    now.at = new Date(now.at.getTime() + 60_000);
    expect((await staff('POST', `/${id}/publish`, { memo: 'second' })).statusCode).toBe(200);
    const [newId] = (await draftOf(id)).articles.slice(2).map((a) => a.id!);
    expect(await publicIds(id)).toEqual([ids[0], ids[2], newId]);
    expect((await visit(`/api/news/${id}/${ids[0]}`)).json().title).toBe('First, edited');
    expect((await visit(`/api/news/${id}/${ids[1]}`)).statusCode).toBe(404);
    const item = (await visit(`/api/news/${id}`)).json();
    expect(item.title).toBe('Changed news');
    // The public date is the first publish's.
    expect(item.publishedAt).toBe(firstDate);
    const revisions = (await staff('GET', `/${id}/revisions`)).json();
    expect(revisions.filter((r: Json) => r.kind === 'published').map((r: Json) => r.memo)).toEqual(['second', 'first']);
  });

  it('never lets a draft take over another item’s article', async () => {
    const { id, ids } = await publishedItem();
    const other = (await staff('POST', '', { data: { title: { ko: '다른 소식' }, articles: [] } })).json().id;
    await staff('PUT', `/${other}`, {
      data: { title: { ko: '다른 소식' }, articles: [{ ...article('Stolen'), id: ids[0] }] },
    });
    const [taken] = (await draftOf(String(other))).articles;
    expect(taken!.id).not.toBe(ids[0]);
    await staff('POST', `/${other}/publish`, { memo: '' });
    expect((await visit(`/api/news/${id}/${ids[0]}`)).json().title).toBe('First');
  });

  it('hides the item when unpublished and brings it back with the same addresses', async () => {
    const { id, ids } = await publishedItem();
    const before = await publicIds(id);
    expect((await staff('POST', `/${id}/unpublish`, {})).statusCode).toBe(200);
    expect((await visit(`/api/news/${id}`)).statusCode).toBe(404);
    expect((await visit(`/api/news/${id}/${ids[0]}`)).statusCode).toBe(404);
    expect((await visit('/api/news')).json().items.some((i: Json) => String(i.id) === id)).toBe(false);
    await staff('POST', `/${id}/publish`, { memo: 'again' });
    expect(await publicIds(id)).toEqual(before);
  });

  it('publishes and takes down on schedule, like every type', async () => {
    const { id: later } = (
      await staff('POST', '', { data: { title: { ko: '예약 소식', en: 'Scheduled news' } } })
    ).json();
    const at = new Date(now.at.getTime() + 60_000).toISOString();
    expect((await staff('POST', `/${later}/publish`, { memo: '', at })).statusCode).toBe(200);
    expect(await t.app.content.runDue()).toBe(0);
    expect((await visit(`/api/news/${later}`)).statusCode).toBe(404);
    now.at = new Date(now.at.getTime() + 61_000);
    expect(await t.app.content.runDue()).toBe(1);
    expect((await visit(`/api/news/${later}`)).json().title).toBe('Scheduled news');

    const off = new Date(now.at.getTime() + 60_000).toISOString();
    await staff('POST', `/${later}/unpublish`, { at: off });
    now.at = new Date(now.at.getTime() + 61_000);
    expect(await t.app.content.runDue()).toBe(1);
    expect((await visit(`/api/news/${later}`)).statusCode).toBe(404);
  });

  describe('the spec’s old admin calls beside a pending draft', () => {
    const legacy = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json, lang = 'en') =>
      t.app.inject({
        method,
        url: `/api/admin${url}`,
        headers: { authorization: `Bearer ${manager}`, 'accept-language': lang },
        ...(payload ? { payload } : {}),
      });
    const engineView = async (id: string) => (await staff('GET', `/${id}`)).json();
    const publicSummary = async (id: string) => (await visit(`/api/news/${id}`)).json().summary;
    const day = 24 * 60 * 60 * 1000;

    /** A published item whose next draft (an embargoed summary) is scheduled for tomorrow. */
    const embargoed = async () => {
      const item = await publishedItem();
      const draft = await draftOf(item.id);
      await staff('PUT', `/${item.id}`, { data: { ...draft, summary: { ko: '엠바고', en: 'Embargoed summary' } } });
      const at = new Date(now.at.getTime() + day).toISOString();
      expect((await staff('POST', `/${item.id}/publish`, { memo: 'embargo', at })).statusCode).toBe(200);
      return { ...item, at };
    };
    /** The pending draft and its schedule are as they were: the summary stays embargoed until `at`. */
    const stillPending = async (id: string, at: string) => {
      expect(await publicSummary(id)).toBe('Summary');
      const view = await engineView(id);
      expect(view.draft.summary.en).toBe('Embargoed summary');
      expect(view).toMatchObject({ status: 'scheduled', publishAt: at });
      return view.draft as Json & { articles: Article[] };
    };

    it('hides an article the public sees, and only that: the embargoed summary stays scheduled', async () => {
      const { id, ids, at } = await embargoed();
      const res = await legacy('POST', '/news/isPublic', { newsId: Number(id), articleId: ids[0], isPublic: false });
      expect(res.statusCode).toBe(204);
      expect((await visit(`/api/news/${id}/${ids[0]}`)).statusCode).toBe(404);
      expect(await publicIds(id)).toEqual([ids[1]]);
      const draft = await stillPending(id, at);
      // The draft keeps the hidden article hidden, so tomorrow's publish does not bring it back.
      expect(draft.articles.find((a) => a.id === ids[0])?.hidden).toBe(true);
      const [revision] = (await staff('GET', `/${id}/revisions`)).json();
      expect(revision.memo).toContain('POST /api/admin/news/isPublic');
      const [row] = (await t.database.db.query.auditLog.findMany({ orderBy: (a, { desc }) => desc(a.id), limit: 1 }))!;
      expect(row).toMatchObject({
        action: 'news.public',
        targetId: id,
        details: { title: '엔진 소식', articleId: ids[0], isPublic: false },
      });

      now.at = new Date(now.at.getTime() + day + 60_000);
      await t.app.content.runDue();
      expect(await publicSummary(id)).toBe('Embargoed summary');
      expect(await publicIds(id)).toEqual([ids[1]]);
      // Shown again through the same call, from what is live.
      await legacy('POST', '/news/isPublic', { newsId: Number(id), articleId: ids[0], isPublic: true });
      expect(await publicIds(id)).toEqual([ids[0], ids[1]]);
    });

    it('deletes an article from what is live and from the draft, the schedule kept', async () => {
      const { id, ids, at } = await embargoed();
      expect((await legacy('DELETE', `/news/article/${ids[1]}`)).statusCode).toBe(204);
      expect((await visit(`/api/news/${id}/${ids[1]}`)).statusCode).toBe(404);
      expect(await publicIds(id)).toEqual([ids[0]]);
      const draft = await stillPending(id, at);
      expect(draft.articles.map((a) => a.id)).toEqual([ids[0], ids[2]]);
    });

    it('refuses, changing nothing, what would publish a pending draft early or undo a schedule (409)', async () => {
      const { id, ids, at } = await embargoed();
      const draft = await draftOf(id);
      const added = { ...draft, articles: [...draft.articles, article('Embargoed article')] };
      await staff('PUT', `/${id}`, { data: added });
      const newId = (await draftOf(id)).articles[3]!.id!;
      await staff('POST', `/${id}/publish`, { memo: 'embargo', at });
      const refused = [
        // Not public yet: only the draft has it.
        await legacy('POST', '/news/isPublic', { newsId: Number(id), articleId: newId, isPublic: true }),
        // Taken down now, the scheduled publish would bring it back tomorrow.
        await legacy('POST', '/news/isPublic', { newsId: Number(id), isPublic: false }),
        await legacy('PUT', '/news', { id: Number(id), title: { ko: '엔진 소식' }, summary: {}, isPublic: true }),
      ];
      for (const res of refused) {
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json()).toMatchObject({ code: 'PENDING_CHANGES', message: expect.stringMatching(/content editor/) });
      }
      const ko = await legacy('POST', '/news/isPublic', { newsId: Number(id), isPublic: false }, 'ko');
      expect(ko.json().message).toMatch(/콘텐츠 편집 화면/);
      expect(await publicIds(id)).toEqual([ids[0], ids[1]]);
      expect((await draftOf(id)).articles.map((a) => a.id)).toEqual([...ids, newId]);
      await stillPending(id, at);
      // Public already: asking for it publishes nothing of the draft.
      expect((await legacy('POST', '/news/isPublic', { newsId: Number(id), isPublic: true })).statusCode).toBe(204);
      await stillPending(id, at);
    });

    it('takes down an item whose draft has changes, leaving the draft; a never published one is not published early', async () => {
      const { id } = await publishedItem();
      await staff('PUT', `/${id}`, { data: { ...(await draftOf(id)), summary: { ko: '새 요약', en: 'New summary' } } });
      expect((await legacy('POST', '/news/isPublic', { newsId: Number(id), isPublic: false })).statusCode).toBe(204);
      expect((await visit(`/api/news/${id}`)).statusCode).toBe(404);
      expect((await draftOf(id)).summary).toEqual({ ko: '새 요약', en: 'New summary' });

      const { id: later } = (await staff('POST', '', { data: { title: { ko: '예약 소식' } } })).json();
      const at = new Date(now.at.getTime() + day).toISOString();
      await staff('POST', `/${later}/publish`, { memo: '', at });
      const early = await legacy('POST', '/news/isPublic', { newsId: later, isPublic: true });
      expect(early.statusCode).toBe(409);
      expect((await visit(`/api/news/${later}`)).statusCode).toBe(404);
      expect((await engineView(String(later))).publishAt).toBe(at);
    });
  });

  it('previews a draft on the public news page, which stays as published', async () => {
    const { id } = await publishedItem();
    const draft = await draftOf(id);
    await staff('PUT', `/${id}`, { data: { ...draft, title: { ko: '미리 보기', en: 'Preview title' } } });
    const res = await staff('GET', `/${id}/preview?lang=en`);
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url);
    expect(url.pathname).toBe(`/en/news/${id}`);
    expect((await t.app.inject(url.pathname + url.search)).body).toContain('<title>Preview title |');
    expect((await visit(`/api/news/${id}`)).json().title).toBe('Engine news');
  });
});
