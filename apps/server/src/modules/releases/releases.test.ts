import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTestApp, bootApp, type TestApp } from '#server/test/app';
import { usesPostgres } from '#server/test/database';
import { createMember, tokenFor } from '#server/test/members';
import { staffCaller } from '#server/test/factories/content';
import { startSmtpCapture, type SmtpCapture } from '#server/test/smtp';
import { openDatabase, type Database } from '#server/db/client';
import { auditLog } from '../audit/audit.table';
import { contentEntries, contentRevisions } from '../content/content.table';

type Json = Record<string, unknown>;

/**
 * Releases and scheduled items published together (issue 40, docs/spec/decisions.md §15): all
 * live at once in dependency order, or none, the failure shown and mailed to the author.
 */
describe('releases', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let author: { email: string; token: string };
  let content: ReturnType<typeof staffCaller>;
  let admin: ReturnType<typeof staffCaller>;
  const now = { at: new Date('2026-12-01T03:00:00Z') };
  let sequence = 0;
  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url });
    t.app.clock.now = () => now.at;
    const member = await createMember(t.app, { role: 'MANAGER', name: 'Kim Minji', language: 'en' });
    // Signed in in English: the member's language, which their mail speaks.
    const signin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'accept-language': 'en' },
      payload: { email: member.email, password: member.password },
    });
    author = { email: member.email, token: signin.json().accessToken };
    content = staffCaller(t.app, author.token);
    admin = staffCaller(t.app, author.token, '/api/admin');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const exhibition = async (title: string) => {
    sequence += 1;
    const res = await content('POST', '/exhibitions', {
      data: { slug: `show-${sequence}`, title: { ko: title, en: `${title} (en)` }, startsOn: '2026-12-01' },
    });
    expect(res.statusCode, res.body).toBe(201);
    return { id: res.json().id as number, slug: `show-${sequence}` };
  };
  const artwork = async (exhibitionId: number, title: string) => {
    const res = await content('POST', '/artworks', { data: { exhibition: exhibitionId, title: { ko: title } } });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const isPublic = async (url: string) => (await t.app.inject({ url })).statusCode === 200;
  const statusOf = async (type: string, id: number) => (await content('GET', `/${type}/${id}`)).json().status;
  const release = async (title: string, items: Array<{ type: string; id: number }>) => {
    const res = await admin('POST', '/releases', { title, items });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  const attention = async () => (await content('GET', '/attention')).json();

  it('puts an exhibition and its two artworks live together, the exhibition first', async () => {
    const show = await exhibition('함께 여는 전시');
    const works = [await artwork(show.id, '첫 작품'), await artwork(show.id, '둘째 작품')];
    // Listed artworks first: publishing orders them by dependency, not as listed.
    const id = await release('Winter opening', [
      { type: 'artworks', id: works[0]! },
      { type: 'artworks', id: works[1]! },
      { type: 'exhibitions', id: show.id },
    ]);
    const before = (await admin('GET', `/releases/${id}`)).json();
    expect(before).toMatchObject({ id, title: 'Winter opening', status: 'open', at: null, failure: null });
    expect(before.author).toBe(author.email);
    expect(before.items).toHaveLength(3);
    // Before the button: an artwork's exhibition is still a draft.
    expect(before.items[0]).toMatchObject({ type: 'artworks', id: works[0], title: '첫 작품', status: 'draft' });
    expect(before.items[0].warnings.related).toEqual([
      { type: 'exhibitions', id: show.id, title: '함께 여는 전시', status: 'draft' },
    ]);

    const published = await admin('POST', `/releases/${id}/publish`, {});
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json()).toMatchObject({ status: 'published', at: now.at.toISOString(), failure: null });
    expect(await isPublic(`/api/exhibitions/${show.slug}`)).toBe(true);
    for (const work of works) {
      expect(await isPublic(`/api/artworks/${work}`)).toBe(true);
      expect(await statusOf('artworks', work)).toBe('published');
    }
    const revisions = (await content('GET', `/artworks/${works[0]}/revisions`)).json() as Json[];
    expect(revisions[0]).toMatchObject({ kind: 'published', memo: 'Winter opening' });
    expect((await admin('GET', '/releases')).json().items[0]).toMatchObject({
      id,
      status: 'published',
      itemCount: 3,
    });
    // Closed once published: no change, no delete.
    const other = await exhibition('다른 전시');
    expect((await admin('POST', `/releases/${id}/items`, { type: 'exhibitions', id: other.id })).json().code).toBe(
      'RELEASE_CLOSED',
    );
    expect((await admin('DELETE', `/releases/${id}`)).statusCode).toBe(409);
    expect((await admin('POST', `/releases/${id}/publish`, {})).json().code).toBe('RELEASE_CLOSED');
  });

  it('leaves every item as it was when one cannot go live, and says which, on the release, the dashboard and by mail', async () => {
    const show = await exhibition('막힌 전시');
    const good = await artwork(show.id, '멀쩡한 작품');
    const broken = await artwork(show.id, '고장 난 작품');
    // Its draft lost its Korean title outside the admin: it cannot be published as it is.
    await t.database.db
      .update(contentEntries)
      .set({ draft: { exhibition: show.id, title: { en: 'Only English' } } })
      .where(and(eq(contentEntries.type, 'artworks'), eq(contentEntries.key, String(broken))));
    const id = await release('Spring opening', [
      { type: 'exhibitions', id: show.id },
      { type: 'artworks', id: good },
      { type: 'artworks', id: broken },
    ]);

    const res = await admin('POST', `/releases/${id}/publish`, {}, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(409);
    const failure = {
      type: 'artworks',
      id: broken,
      code: 'VALIDATION_FAILED',
      fields: { 'title.ko': 'REQUIRED' },
      at: now.at.toISOString(),
    };
    expect(res.json()).toMatchObject({ code: 'RELEASE_FAILED', failure });
    expect(res.json().message).toMatch(/nothing went live/);
    // None went live: the exhibition and the good artwork were rolled back with the broken one.
    expect(await isPublic(`/api/exhibitions/${show.slug}`)).toBe(false);
    expect(await isPublic(`/api/artworks/${good}`)).toBe(false);
    expect(await statusOf('exhibitions', show.id)).toBe('draft');
    expect(await statusOf('artworks', good)).toBe('draft');
    expect((await content('GET', `/artworks/${good}/revisions`)).json()).not.toContainEqual(
      expect.objectContaining({ kind: 'published' }),
    );

    expect((await admin('GET', `/releases/${id}`)).json()).toMatchObject({ status: 'failed', failure });
    expect((await attention()).failedReleases).toContainEqual({ id, title: 'Spring opening', at: null, failure });
    const [audited] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'release.failed'), eq(auditLog.targetId, String(id))));
    expect(audited).toMatchObject({ targetType: 'release', actorEmail: author.email });
    const mail = await smtp.waitFor(author.email, (m) => m.subject.includes('Spring opening'));
    expect(mail.subject).toBe('[Atrium Memorial] The release “Spring opening” did not go live');
    expect(mail.text).toContain('Artworks “Only English”');
    expect(mail.text).toContain('title.ko: This field is required.');
    // Its link opens the release's page, where it is fixed and published again.
    expect(mail.text).toMatch(new RegExp(`\\n\\nhttps?://\\S+/admin/releases/${id}$`));
    expect(mail.html).toContain(`/admin/releases/${id}"`);

    // Fixed, it is published again: all of it, and it leaves the dashboard.
    expect(
      (await content('PUT', `/artworks/${broken}`, { data: { exhibition: show.id, title: { ko: '고친 작품' } } }))
        .statusCode,
    ).toBe(200);
    const again = await admin('POST', `/releases/${id}/publish`, {});
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ status: 'published', failure: null });
    expect(await isPublic(`/api/artworks/${broken}`)).toBe(true);
    expect(await isPublic(`/api/exhibitions/${show.slug}`)).toBe(true);
    expect((await attention()).failedReleases.map((r: Json) => r.id)).not.toContain(id);
  });

  it('refuses an artwork whose exhibition is neither public nor in the release, naming the field', async () => {
    const show = await exhibition('혼자 남은 전시');
    const work = await artwork(show.id, '홀로 작품');
    // Published alone, the same: 400 naming the field (the database's refusal was a 500).
    const alone = await content('POST', `/artworks/${work}/publish`, { memo: '' });
    expect(alone.statusCode).toBe(400);
    expect(alone.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { exhibition: 'NOT_PUBLIC' } });
    const id = await release('Artwork alone', [{ type: 'artworks', id: work }]);
    const res = await admin('POST', `/releases/${id}/publish`, {});
    expect(res.json()).toMatchObject({
      code: 'RELEASE_FAILED',
      failure: { type: 'artworks', id: work, code: 'VALIDATION_FAILED', fields: { exhibition: 'NOT_PUBLIC' } },
    });
    // Its items can be changed after a failure: with the exhibition in it, it goes live.
    const added = await admin('POST', `/releases/${id}/items`, { type: 'exhibitions', id: show.id });
    expect(added.statusCode).toBe(201);
    expect(added.json().items.map((i: Json) => i.type)).toEqual(['artworks', 'exhibitions']);
    expect((await admin('POST', `/releases/${id}/items`, { type: 'exhibitions', id: show.id })).statusCode).toBe(200);
    expect((await admin('POST', `/releases/${id}/publish`, {})).json().status).toBe('published');
    expect(await isPublic(`/api/artworks/${work}`)).toBe(true);
  });

  it('puts an exhibition and its artwork scheduled for the same minute live in one run, as scheduled', async () => {
    const show = await exhibition('같은 시각 전시');
    const work = await artwork(show.id, '예약한 작품');
    const minute = new Date(now.at.getTime() + 60 * 60_000);
    // The artwork is due first: the run still publishes the exhibition before it.
    await content('POST', `/artworks/${work}/publish`, { memo: '', at: minute.toISOString() });
    await content('POST', `/exhibitions/${show.id}/publish`, {
      memo: '',
      at: new Date(minute.getTime() + 30_000).toISOString(),
    });
    // A draft saved after the schedule stays a draft: what goes live is what was scheduled.
    await content('PUT', `/artworks/${work}`, { data: { exhibition: show.id, title: { ko: '나중 초안' } } });
    const held = now.at;
    now.at = new Date(minute.getTime() + 60_000);
    try {
      await t.app.content.runDue();
    } finally {
      now.at = held;
    }
    expect(await isPublic(`/api/exhibitions/${show.slug}`)).toBe(true);
    const item = (await content('GET', `/artworks/${work}`)).json();
    expect(item).toMatchObject({ status: 'changed', publishAt: null, scheduleFailure: null });
    expect(item.published.title).toEqual({ ko: '예약한 작품' });
    expect(item.draft.title).toEqual({ ko: '나중 초안' });
  });

  it('keeps a failing scheduled publish scheduled and marked with why, until it is called off', async () => {
    const show = await exhibition('비공개로 남을 전시');
    const work = await artwork(show.id, '기다리는 작품');
    const at = new Date(now.at.getTime() + 60_000).toISOString();
    await content('POST', `/artworks/${work}/publish`, { memo: '', at });
    const held = now.at;
    now.at = new Date(now.at.getTime() + 120_000);
    try {
      await t.app.content.runDue();
    } finally {
      now.at = held;
    }
    const scheduleFailure = {
      at: new Date(held.getTime() + 120_000).toISOString(),
      code: 'VALIDATION_FAILED',
      fields: { exhibition: 'NOT_PUBLIC' },
    };
    expect((await content('GET', `/artworks/${work}`)).json()).toMatchObject({
      status: 'scheduled',
      publishAt: at,
      scheduleFailure,
    });
    expect((await attention()).scheduled).toContainEqual(
      expect.objectContaining({ type: 'artworks', id: work, scheduleFailure }),
    );
    expect(await isPublic(`/api/artworks/${work}`)).toBe(false);
    // Called off: the mark goes with the schedule.
    expect((await content('DELETE', `/artworks/${work}/schedule`)).statusCode).toBe(200);
    expect((await content('GET', `/artworks/${work}`)).json()).toMatchObject({
      status: 'draft',
      publishAt: null,
      scheduleFailure: null,
    });
  });

  it('keeps the draft a schedule is to put live when old drafts are thinned', async () => {
    const show = await exhibition('오래 기다린 전시');
    const old = (rev: number, iso: string) =>
      t.database.db.insert(contentRevisions).values({
        type: 'exhibitions',
        key: String(show.id),
        rev,
        kind: 'draft',
        data: { slug: show.slug, title: { ko: `초안 ${rev}` }, startsOn: '2026-12-01' },
        createdAt: new Date(iso),
      });
    // Three drafts of one day 40 days ago; the schedule names the first.
    await old(100, '2026-10-20T01:00:00Z');
    await old(101, '2026-10-20T02:00:00Z');
    await old(102, '2026-10-20T03:00:00Z');
    await t.database.db
      .update(contentEntries)
      .set({ publishAt: new Date('2027-01-01T00:00:00Z'), publishRev: 100 })
      .where(and(eq(contentEntries.type, 'exhibitions'), eq(contentEntries.key, String(show.id))));
    await t.app.content.thinDrafts('Asia/Seoul');
    const kept = await t.database.db
      .select({ rev: contentRevisions.rev })
      .from(contentRevisions)
      .where(and(eq(contentRevisions.type, 'exhibitions'), eq(contentRevisions.key, String(show.id))));
    expect(
      kept
        .map((r) => r.rev)
        .filter((r) => r >= 100)
        .sort((a, b) => a - b),
    ).toEqual([100, 102]);
  });

  it('publishes a scheduled release once when two instances run the due job at the same time', async () => {
    const show = await exhibition('두 서버 전시');
    const work = await artwork(show.id, '두 서버 작품');
    const id = await release('Two instances', [
      { type: 'exhibitions', id: show.id },
      { type: 'artworks', id: work },
    ]);
    const at = new Date(now.at.getTime() + 10 * 60_000);
    const scheduled = await admin('POST', `/releases/${id}/publish`, { at: at.toISOString() });
    expect(scheduled.json()).toMatchObject({ status: 'scheduled', at: at.toISOString() });
    expect(await isPublic(`/api/exhibitions/${show.slug}`)).toBe(false);

    // A second instance on the same database (its own connections on PostgreSQL).
    const url = (t.database as Database & { url?: string }).url;
    const database = usesPostgres() && url ? await openDatabase({ url }) : t.database;
    const second: FastifyInstance = await bootApp(t.config, { database, logger: false });
    const held = now.at;
    now.at = new Date(at.getTime() + 1000);
    second.clock.now = () => now.at;
    try {
      await Promise.all([t.app.content.runDue(), second.content.runDue()]);
    } finally {
      now.at = held;
      await second.close();
      if (database !== t.database) await database.close();
    }
    expect((await admin('GET', `/releases/${id}`)).json().status).toBe('published');
    expect(await isPublic(`/api/exhibitions/${show.slug}`)).toBe(true);
    expect(await isPublic(`/api/artworks/${work}`)).toBe(true);
    const count = async (action: string) =>
      (
        await t.database.db
          .select({ id: auditLog.id })
          .from(auditLog)
          .where(and(eq(auditLog.action, action), sql`${auditLog.details} ->> 'release' = ${String(id)}`))
      ).length;
    expect(await count('content.publish')).toBe(2);
    const published = await t.database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'release.publish'), eq(auditLog.targetId, String(id))));
    expect(published).toHaveLength(1);
  });

  it('warns of languages missing or stale and of related items not public, before publishing', async () => {
    const show = await exhibition('경고 전시');
    const work = await artwork(show.id, '경고 작품');
    // The Korean title changes: the English one, saved before, is now stale.
    const saved = await content('PUT', `/exhibitions/${show.id}`, {
      data: { slug: show.slug, title: { ko: '바뀐 경고 전시', en: '경고 전시 (en)' }, startsOn: '2026-12-01' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const res = await content('GET', `/exhibitions/${show.id}/warnings`, undefined, { 'accept-language': 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      languages: [
        { lang: 'en', state: 'stale' },
        { lang: 'ja', state: 'missing' },
        { lang: 'es', state: 'missing' },
        { lang: 'fr', state: 'missing' },
      ],
      related: [{ type: 'artworks', id: work, title: '경고 작품', status: 'draft' }],
    });
    const forWork = (await content('GET', `/artworks/${work}/warnings`)).json();
    expect(forWork.related).toEqual([{ type: 'exhibitions', id: show.id, title: '바뀐 경고 전시', status: 'draft' }]);
    // Once both are public, nothing related is left to warn of.
    await content('POST', `/exhibitions/${show.id}/publish`, { memo: '' });
    await content('POST', `/artworks/${work}/publish`, { memo: '' });
    expect((await content('GET', `/exhibitions/${show.id}/warnings`)).json().related).toEqual([]);
    expect((await content('GET', '/exhibitions/999999/warnings')).statusCode).toBe(404);
  });

  it('answers 401 without a token and 403 to a member, on every release call', async () => {
    const member = await tokenFor(t.app, 'USER');
    for (const [method, url] of [
      ['GET', '/api/admin/releases'],
      ['POST', '/api/admin/releases'],
      ['GET', '/api/admin/releases/1'],
      ['POST', '/api/admin/releases/1/items'],
      ['DELETE', '/api/admin/releases/1/items/artworks/1'],
      ['POST', '/api/admin/releases/1/publish'],
      ['DELETE', '/api/admin/releases/1'],
      ['GET', '/api/admin/content/artworks/1/warnings'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode, url).toBe(401);
      const res = await t.app.inject({ method, url, payload: {}, headers: { authorization: `Bearer ${member}` } });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().code).toBe('NO_ADMIN_PERMISSION');
    }
  });

  it('answers bad input with a localized 4xx naming it, never a 5xx', async () => {
    const ko = { 'accept-language': 'ko' };
    const unknownType = await admin('POST', '/releases', { title: 'x', items: [{ type: 'nope', id: 1 }] }, ko);
    expect(unknownType.statusCode).toBe(400);
    expect(unknownType.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'items.0.type': 'INVALID' } });
    expect(unknownType.json().message).toMatch(/[가-힣]/);
    const unknownId = await admin('POST', '/releases', { title: 'x', items: [{ type: 'artworks', id: 987654 }] }, ko);
    expect(unknownId.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'items.0.id': 'INVALID' } });
    const slugForNumber = await admin('POST', '/releases', { title: 'x', items: [{ type: 'artworks', id: 'a/b' }] });
    expect(slugForNumber.statusCode).toBe(400);
    expect((await admin('POST', '/releases', { title: ' ', items: [] })).json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { title: 'REQUIRED' },
    });
    expect((await admin('GET', '/releases/987654')).statusCode).toBe(404);
    expect((await admin('GET', '/releases/abc')).statusCode).toBe(404);

    const id = await release('Empty', []);
    expect((await admin('POST', `/releases/${id}/publish`, {})).json().code).toBe('NOTHING_TO_PUBLISH');
    expect((await admin('POST', `/releases/${id}/publish`, { at: 'tomorrow' })).statusCode).toBe(400);
    const badItem = await admin('POST', `/releases/${id}/items`, { type: 'artworks', id: 987654 });
    expect(badItem.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { id: 'INVALID' } });
    expect((await admin('DELETE', `/releases/${id}/items/artworks/987654`)).statusCode).toBe(404);
    expect((await admin('DELETE', `/releases/${id}/items/nope/1`)).statusCode).toBe(404);
    // Deleted while open; its items stay as they were.
    expect((await admin('DELETE', `/releases/${id}`)).statusCode).toBe(204);
    expect((await admin('GET', `/releases/${id}`)).statusCode).toBe(404);
  });
});
