import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentEtag, etagHeader } from '#server/test/factories/content';
import { createTestApp, type TestApp } from '#server/test/app';
import { tokenFor } from '#server/test/members';
import { createContent } from '#server/test/factories/content';

type Json = Record<string, unknown>;
interface Hit {
  type: string;
  id: number | string;
  title: string;
  status: string;
  path: string;
}

/** The admin search (issue 18, item 5): staff find any content item by its title, drafts too. */
describe('GET /api/admin/search', () => {
  let t: TestApp;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await tokenFor(t.app, 'MANAGER');
  });
  afterAll(() => t.close());

  const staff = async (method: 'POST' | 'PUT', url: string, payload: Json) => {
    const reply = await t.app.inject({
      method,
      url: `/api/admin/content/${url}`,
      payload,
      headers: {
        authorization: `Bearer ${manager}`,
        // Written as an editor who has just read the item (docs/spec/decisions.md §15).
        ...etagHeader(await currentEtag(t.app, manager, method, `/api/admin/content/${url}`)),
      },
    });
    expect(reply.statusCode, reply.body).toBeLessThan(300);
    return reply;
  };
  const create = (type: string, data: Json) => createContent(t.app, manager, type, data);
  const search = (q: string, lang = 'ko', token = manager) =>
    t.app.inject({
      url: `/api/admin/search?q=${encodeURIComponent(q)}`,
      headers: { 'accept-language': lang, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const hits = async (q: string, lang = 'ko') => {
    const reply = await search(q, lang);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json().items as Hit[];
  };

  it('finds a draft by two characters of its Korean title and by a part of its Japanese title', async () => {
    const draftId = await create('news', {
      title: { ko: '한지공예체험 안내', ja: '韓紙工芸体験のご案内' },
      summary: { ko: '초안' },
      articles: [],
    });
    const editor = {
      type: 'news',
      id: draftId,
      status: 'draft',
      path: `/admin/content/news/${draftId}`,
      // Its public page below the language, as a link field takes it (the link picker).
      sitePath: `news/${draftId}`,
    };

    expect(await hits('공예')).toContainEqual({ ...editor, title: '한지공예체험 안내' });
    // The title in the admin's language; English has none, so the Korean one.
    expect(await hits('工芸体験', 'ja')).toContainEqual({ ...editor, title: '韓紙工芸体験のご案内' });
    expect(await hits('工芸', 'en')).toContainEqual({ ...editor, title: '한지공예체험 안내' });
    // The public site search never shows it.
    const site = await t.app.inject({ url: `/api/search?q=${encodeURIComponent('공예')}` });
    expect(site.json().items).toEqual([]);
  });

  it('shows what state an item is in, and finds it by its live title after the draft renamed it', async () => {
    const id = await create('news', { title: { ko: '겨울 등불 축제', en: 'Winter lantern festival' }, articles: [] });
    await staff('POST', `news/${id}/publish`, { memo: '' });
    expect(await hits('lantern festival', 'en')).toContainEqual(
      expect.objectContaining({ id, status: 'published', title: 'Winter lantern festival' }),
    );

    await staff('PUT', `news/${id}`, {
      data: { title: { ko: '겨울 빛 축제', en: 'Winter light festival' }, articles: [] },
    });
    const renamed = await hits('lantern festival', 'en');
    expect(renamed).toContainEqual(expect.objectContaining({ id, status: 'changed', title: 'Winter light festival' }));

    const later = new Date(Date.now() + 86_400_000).toISOString();
    await staff('POST', `news/${id}/publish`, { memo: '', at: later });
    expect(await hits('빛 축제')).toContainEqual(expect.objectContaining({ id, status: 'scheduled' }));
  });

  it('finds a misspelt English title word, best match first', async () => {
    const id = await create('exhibitions', {
      slug: 'porcelain-moons',
      title: { ko: '달항아리', en: 'Porcelain moons' },
      summary: { ko: '백자', en: 'White ware' },
      startsOn: '2026-03-01',
    });
    const [first] = await hits('porcelian', 'en');
    expect(first).toMatchObject({
      type: 'exhibitions',
      id,
      title: 'Porcelain moons',
      status: 'draft',
      sitePath: 'exhibitions/porcelain-moons',
    });
  });

  it('answers 401 without a session, 403 to a member, and 400 naming q for an empty query', async () => {
    expect((await search('공예', 'ko', '')).statusCode).toBe(401);
    const member = await search('공예', 'ko', await tokenFor(t.app, 'USER'));
    expect(member.statusCode).toBe(403);
    expect(JSON.stringify(member.json())).not.toContain('한지');

    const empty = await search('  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { q: expect.any(String) } });
  });

  it('is documented in the OpenAPI document, for staff', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json();
    const op = doc.paths['/api/admin/search'].get;
    expect(op.security).toEqual([{ bearer: [] }]);
    expect(op.parameters).toContainEqual(expect.objectContaining({ name: 'q', in: 'query', required: true }));
  });
});
