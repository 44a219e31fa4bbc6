import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#server/test/app';
import { signedIn } from '#server/test/factories/people';
import { mediaRow, staffCaller } from '#server/test/factories/content';
import { createEvent, eventBody } from '#server/test/factories/events';
import { contentEntries, contentRevisions } from './content.table';

type Json = Record<string, unknown>;

/**
 * Issue 40: two staff members on one item (docs/spec/decisions.md §15). Each write names the
 * version its editor saw; an older one is refused with what the item is now, and nothing changes.
 */
describe('editing together', () => {
  let t: TestApp;
  let image: string;
  let kim: Awaited<ReturnType<typeof signedIn>>;
  let lee: Awaited<ReturnType<typeof signedIn>>;
  const now = { at: new Date('2026-12-01T03:00:00Z') };
  beforeAll(async () => {
    t = await createTestApp();
    t.app.clock.now = () => now.at;
    kim = await signedIn(t, 'MANAGER', 'Kim Minji');
    lee = await signedIn(t, 'MANAGER', 'Lee Jun');
    image = await mediaRow(t.database, { key: 'test/together.png' });
  });
  afterAll(() => t.close());

  /** A staff member's editor: writes name the version given, or none (`''`). */
  const editor = (token: string) => {
    const call = staffCaller(t.app, token);
    return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Json, version?: number | '') =>
      call(method, url, payload, version === undefined ? {} : { 'if-match': version === '' ? '' : `"${version}"` });
  };
  const slide = (en: string) => ({ title: { ko: '기억', en }, pcImage: image, mobileImage: image, link: 'news' });
  const createSlide = async (en: string) => {
    const res = await editor(kim.token)('POST', '/main-slides', { data: slide(en) });
    expect(res.statusCode, res.body).toBe(201);
    return Number(res.json().id);
  };
  const read = async (id: number) => {
    const res = await editor(kim.token)('GET', `/main-slides/${id}`);
    return { etag: res.headers.etag, item: res.json() as { version: number; draft: Json; status: string } };
  };
  const publicTitles = async () =>
    (
      (await t.app.inject({ url: '/api/slides', headers: { 'accept-language': 'en' } })).json().mainSlides as Json[]
    ).map((s) => s.title);

  it('answers its version as the ETag, and each write a new one', async () => {
    const id = await createSlide('Versioned');
    const { etag, item } = await read(id);
    expect(etag).toBe(`"${item.version}"`);
    const saved = await editor(kim.token)(
      'PUT',
      `/main-slides/${id}`,
      { data: slide('Versioned, again') },
      item.version,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().version).toBe(item.version + 1);
    expect(saved.headers.etag).toBe(`"${item.version + 1}"`);
  });

  it('refuses a write made on an older version with what the item is now, and changes nothing', async () => {
    const id = await createSlide('Shared');
    await editor(kim.token)('POST', `/main-slides/${id}/publish`, { memo: 'first' });
    const seen = (await read(id)).item.version;
    // Kim saves first; Lee, who read the same version, then tries every kind of write.
    const kimSaved = await editor(kim.token)('PUT', `/main-slides/${id}`, { data: slide('Kim was here') }, seen);
    expect(kimSaved.statusCode).toBe(200);
    const after = (await read(id)).item;
    for (const [method, url, body] of [
      ['PUT', `/main-slides/${id}`, { data: slide('Lee overwrites') }],
      ['POST', `/main-slides/${id}/publish`, { memo: 'Lee publishes' }],
      ['POST', `/main-slides/${id}/publish`, { memo: 'Lee schedules', at: '2026-12-24T00:00:00Z' }],
      ['POST', `/main-slides/${id}/unpublish`, {}],
      ['POST', `/main-slides/${id}/revisions/1/restore`, undefined],
      ['DELETE', `/main-slides/${id}`, undefined],
    ] as const) {
      const res = await editor(lee.token)(method, url, body, seen);
      expect(res.statusCode, `${method} ${url}`).toBe(409);
      expect(res.json(), `${method} ${url}`).toMatchObject({
        code: 'EDIT_CONFLICT',
        current: { version: after.version, author: expect.stringContaining('@'), updatedAt: expect.any(String) },
      });
    }
    expect((await read(id)).item).toEqual(after);
    expect(await publicTitles()).toContain('Shared');
    expect(await publicTitles()).not.toContain('Lee publishes');
  });

  it('refuses a write that names no version (428), changing nothing', async () => {
    const id = await createSlide('Unnamed');
    const before = (await read(id)).item;
    for (const [method, url, body] of [
      ['PUT', `/main-slides/${id}`, { data: slide('No version') }],
      ['POST', `/main-slides/${id}/publish`, { memo: '' }],
      ['POST', `/main-slides/${id}/unpublish`, {}],
      ['DELETE', `/main-slides/${id}/schedule`, undefined],
      ['POST', `/main-slides/${id}/revisions/1/restore`, undefined],
      ['DELETE', `/main-slides/${id}`, undefined],
      ['PUT', '/main-slides/order', { ids: [id] }],
    ] as const) {
      const res = await editor(kim.token)(method, url, body, '');
      expect(res.statusCode, `${method} ${url}`).toBe(428);
      expect(res.json().code).toBe('PRECONDITION_REQUIRED');
    }
    expect((await read(id)).item).toEqual(before);
  });

  it('publishes only the draft the publisher saw: a newer draft by someone else is a 409', async () => {
    const id = await createSlide('Reviewed text');
    const seen = (await read(id)).item.version;
    await editor(lee.token)('PUT', `/main-slides/${id}`, { data: slide('Unreviewed text') }, seen);
    const res = await editor(kim.token)('POST', `/main-slides/${id}/publish`, { memo: 'reviewed' }, seen);
    expect(res.statusCode).toBe(409);
    expect(await publicTitles()).not.toContain('Unreviewed text');
  });

  it('keeps every saved draft, so keeping one’s own on purpose loses the other’s nothing', async () => {
    const id = await createSlide('Start');
    const seen = (await read(id)).item.version;
    await editor(kim.token)('PUT', `/main-slides/${id}`, { data: slide('Kim’s draft') }, seen);
    const conflict = await editor(lee.token)('PUT', `/main-slides/${id}`, { data: slide('Lee’s draft') }, seen);
    const { current } = conflict.json() as { current: { version: number } };
    // Lee keeps theirs as a new draft on purpose: the version now, named.
    const kept = await editor(lee.token)('PUT', `/main-slides/${id}`, { data: slide('Lee’s draft') }, current.version);
    expect(kept.statusCode).toBe(200);
    const revisions = (await editor(kim.token)('GET', `/main-slides/${id}/revisions`)).json() as Array<{
      rev: number;
      kind: string;
    }>;
    const drafts = await Promise.all(
      revisions
        .filter((r) => r.kind === 'draft')
        .map(
          async (r) => (await editor(kim.token)('GET', `/main-slides/${id}/revisions/${r.rev}`)).json().data.title.en,
        ),
    );
    expect(drafts).toEqual(['Lee’s draft', 'Kim’s draft', 'Start']);
  });

  it('keeps the draft a restore replaces, then the restored one', async () => {
    const id = await createSlide('Original');
    await editor(kim.token)('POST', `/main-slides/${id}/publish`, { memo: 'one' });
    await editor(lee.token)('PUT', `/main-slides/${id}`, { data: slide('Just saved') });
    // The draft changed without a revision, as the spec's old calls may change it.
    await t.database.db
      .update(contentEntries)
      .set({ draft: slide('Only in the draft') })
      .where(and(eq(contentEntries.type, 'main-slides'), eq(contentEntries.key, String(id))));
    const restored = await editor(kim.token)('POST', `/main-slides/${id}/revisions/1/restore`);
    expect(restored.json().draft.title.en).toBe('Original');
    const revisions = (await editor(kim.token)('GET', `/main-slides/${id}/revisions`)).json() as Array<{
      rev: number;
      kind: string;
      memo: string;
    }>;
    expect(revisions.slice(0, 2)).toMatchObject([{ kind: 'restored', memo: '#1' }, { kind: 'draft' }]);
    const replaced = (await editor(kim.token)('GET', `/main-slides/${id}/revisions/${revisions[1]?.rev}`)).json();
    expect(replaced.data.title.en).toBe('Only in the draft');
  });

  it('refuses a reorder from an out-of-date list, keeping the other’s order', async () => {
    const ids = [await createSlide('A'), await createSlide('B')];
    const list = await editor(kim.token)('GET', '/main-slides');
    const etag = String(list.headers.etag);
    expect(etag).toMatch(/^"o\d+"$/);
    const all = (list.json().items as Array<{ id: number }>).map((i) => i.id);
    const kimOrder = [...all].reverse();
    const byKim = await staffCaller(t.app, kim.token)(
      'PUT',
      '/main-slides/order',
      { ids: kimOrder },
      { 'if-match': etag },
    );
    expect(byKim.statusCode).toBe(204);
    expect(byKim.headers.etag).not.toBe(etag);
    const byLee = await staffCaller(t.app, lee.token)('PUT', '/main-slides/order', { ids: all }, { 'if-match': etag });
    expect(byLee.statusCode).toBe(409);
    expect(byLee.json().code).toBe('EDIT_CONFLICT');
    const order = ((await editor(kim.token)('GET', '/main-slides')).json().items as Array<{ id: number }>).map(
      (i) => i.id,
    );
    expect(order).toEqual(kimOrder);
    expect(ids.every((id) => order.includes(id))).toBe(true);
  });

  it('says who else is editing an item, in its editor and on the list, until they leave', async () => {
    const id = await createSlide('Busy');
    const beat = (token: string) => editor(token)('POST', `/main-slides/${id}/presence`);
    expect((await beat(kim.token)).json()).toEqual({ editors: [] });
    expect((await beat(lee.token)).json()).toEqual({
      editors: [{ id: kim.id, name: 'Kim Minji', since: now.at.toISOString() }],
    });
    const row = ((await editor(kim.token)('GET', '/main-slides')).json().items as Array<Json>).find((i) => i.id === id);
    expect(row?.editors).toEqual([expect.objectContaining({ id: lee.id, name: 'Lee Jun' })]);
    // A minute without a heartbeat: Kim closed the editor.
    now.at = new Date(now.at.getTime() + 60_000);
    await beat(lee.token);
    expect((await beat(lee.token)).json()).toEqual({ editors: [] });
    now.at = new Date('2026-12-01T03:00:00Z');
  });

  it('thins drafts older than 30 days to the last of each day, keeping every publish', async () => {
    const id = await createSlide('Thinned');
    const db = t.database.db;
    const old = (iso: string, rev: number, kind: 'draft' | 'published') =>
      db.insert(contentRevisions).values({
        type: 'main-slides',
        key: String(id),
        rev: 100 + rev,
        kind,
        data: slide(`old ${rev}`),
        createdAt: new Date(iso),
      });
    // Two venue days (Asia/Seoul): 09:00 and 23:00 of 1 October, 10:00 of 2 October.
    await old('2026-10-01T00:00:00Z', 1, 'draft');
    await old('2026-10-01T01:00:00Z', 2, 'published');
    await old('2026-10-01T14:00:00Z', 3, 'draft');
    await old('2026-10-02T01:00:00Z', 4, 'draft');
    await old('2026-10-02T02:00:00Z', 5, 'draft');
    await t.app.content.thinDrafts('Asia/Seoul');
    const kept = await db
      .select({ rev: contentRevisions.rev })
      .from(contentRevisions)
      .where(and(eq(contentRevisions.type, 'main-slides'), eq(contentRevisions.key, String(id))));
    const revs = kept.map((r) => r.rev).filter((r) => r > 100);
    expect(revs.sort()).toEqual([102, 103, 105]);
  });

  it('checks If-Match on the spec’s news and events calls when it is sent', async () => {
    const news = staffCaller(t.app, kim.token, '/api/admin');
    const body = { title: { ko: '소식' }, summary: { ko: '요약' } };
    const id = (await news('POST', '/news', body)).json().id as number;
    const read = await news('GET', `/news/${id}`);
    const etag = String(read.headers.etag);
    expect(etag).toMatch(/^"\d+"$/);
    // Without the header, as the spec's client sends them: not checked.
    expect((await news('PUT', '/news', { ...body, id, summary: { ko: '요약 2' } })).statusCode).toBe(200);
    // With the version read before that save: refused, nothing changed.
    const stale = await news('PUT', '/news', { ...body, id, summary: { ko: '요약 3' } }, { 'if-match': etag });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('EDIT_CONFLICT');
    expect((await news('GET', `/news/${id}`)).json().summary.ko).toBe('요약 2');
    expect((await news('DELETE', `/news/${id}`, undefined, { 'if-match': etag })).statusCode).toBe(409);
    const fresh = String((await news('GET', `/news/${id}`)).headers.etag);
    expect((await news('DELETE', `/news/${id}`, undefined, { 'if-match': fresh })).statusCode).toBe(204);

    const event = await createEvent(t, kim.token);
    const events = staffCaller(t.app, kim.token, '/api/admin');
    const eventEtag = String((await events('GET', `/events/${event}`)).headers.etag);
    await events('PUT', `/events/${event}`, eventBody({ title: { ko: '바뀐 행사' } }));
    const refused = await events('PUT', `/events/${event}`, eventBody(), { 'if-match': eventEtag });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('EDIT_CONFLICT');
  });
});
