import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { siteSettings } from '#server/db/settings.table';
import { auditLog } from '../audit/audit.table';
import { familySites } from '../home/home.table';
import { createTestApp, type TestApp } from '#server/test/app';
import { tokenFor } from '#server/test/members';
import { mediaRow, staffCaller } from '#server/test/factories/content';

describe('the editorial engine', () => {
  let t: TestApp;
  let manager: string;
  let image: string;
  let staff: ReturnType<typeof staffCaller>;
  const now = { at: new Date() };
  beforeAll(async () => {
    t = await createTestApp();
    t.app.clock.now = () => now.at;
    manager = await tokenFor(t.app, 'MANAGER');
    staff = staffCaller(t.app, manager);
    image = await mediaRow(t.database, { key: 'test/slide.png' });
  });
  afterAll(() => t.close());

  const slidesIn = async (lang: string) =>
    (await t.app.inject({ url: '/api/slides', headers: { 'accept-language': lang } })).json().mainSlides as Array<{
      id: number;
      title: string;
    }>;
  const slide = (title: Record<string, string>, link = 'news') => ({
    title,
    pcImage: image,
    mobileImage: image,
    link,
  });

  it('answers 401 without a token and 403 to a member, on reads and writes alike', async () => {
    const member = await tokenFor(t.app, 'USER');
    for (const [method, url] of [
      ['GET', '/api/admin/content'],
      ['GET', '/api/admin/content/main-slides'],
      ['POST', '/api/admin/content/main-slides'],
      ['GET', '/api/admin/content/coverage'],
      ['POST', '/api/admin/content/main-slides/1/publish'],
    ] as const) {
      expect((await t.app.inject({ method, url, payload: {} })).statusCode).toBe(401);
      expect(
        (await t.app.inject({ method, url, payload: {}, headers: { authorization: `Bearer ${member}` } })).statusCode,
      ).toBe(403);
    }
  });

  it('lists every type of docs/spec/decisions.md §11 with its fields', async () => {
    const { types } = (await staff('GET', '')).json();
    expect(types.map((x: { type: string }) => x.type)).toEqual(
      expect.arrayContaining([
        'main-slides',
        'sub-slides',
        'edu-slides',
        'spaces',
        'hotspots',
        'family-sites',
        'pages',
        'exhibitions',
        'artworks',
        'webtoons',
        'epic-episodes',
        'quizzes',
        'sunghwa',
        'visit-info',
        'site',
      ]),
    );
    const main = types.find((x: { type: string }) => x.type === 'main-slides');
    expect(Object.keys(main.fields)).toEqual(['title', 'mobileTitle', 'pcImage', 'mobileImage', 'link']);
    expect(main.fields.title).toMatchObject({ kind: 'text', localized: true, required: true });
  });

  it('refuses a missing Korean title and a link that is neither a site path nor https, naming the fields', async () => {
    const res = await staff('POST', '/main-slides', { data: slide({ en: 'No Korean' }, 'javascript:alert(1)') });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { 'title.ko': 'REQUIRED', link: 'INVALID' },
    });
    expect((await staff('GET', '/main-slides')).json().total).toBe(0);
  });

  it('refuses the odd forms of a link a browser reads as another site, in every link field', async () => {
    const odd = ['https:evil.example', 'HTTPS:/evil.example', 'a/../..//evil.example', '/\\evil.example'];
    for (const link of odd) {
      const res = await staff('POST', '/main-slides', { data: slide({ ko: '슬라이드' }, link) });
      expect(res.json(), link).toMatchObject({ code: 'VALIDATION_FAILED', fields: { link: 'INVALID' } });
      const social = await staff('PUT', '/site/1', {
        data: { managingBody: { ko: '재단' }, managingBodyUrl: link, contactEmail: 'a@example.org', iosUrl: link },
      });
      expect(social.json(), link).toMatchObject({ fields: { managingBodyUrl: 'INVALID', iosUrl: 'INVALID' } });
    }
    expect((await staff('GET', '/main-slides')).json().total).toBe(0);
  });

  it('keeps a draft off the site until it is published, then shows it at once; a later draft leaves it as it was', async () => {
    const created = await staff('POST', '/main-slides', {
      data: slide({ ko: '신앙을 기억하며', en: 'Faith, remembered' }),
    });
    expect(created.statusCode).toBe(201);
    const { id } = created.json();
    expect(await slidesIn('en')).toEqual([]);
    expect((await staff('GET', `/main-slides/${id}`)).json()).toMatchObject({ status: 'draft', published: null });

    const published = await staff('POST', `/main-slides/${id}/publish`, { memo: 'First slide' });
    expect(published.json()).toMatchObject({ status: 'published' });
    expect((await slidesIn('en')).map((s) => s.title)).toEqual(['Faith, remembered']);

    await staff('PUT', `/main-slides/${id}`, {
      data: slide({ ko: '신앙을 기억하며', en: 'Faith, remembered together' }),
    });
    expect((await staff('GET', `/main-slides/${id}`)).json()).toMatchObject({ status: 'changed' });
    expect((await slidesIn('en')).map((s) => s.title)).toEqual(['Faith, remembered']);

    await staff('POST', `/main-slides/${id}/publish`, { memo: 'Longer title' });
    expect((await slidesIn('en')).map((s) => s.title)).toEqual(['Faith, remembered together']);

    const revisions = (await staff('GET', `/main-slides/${id}/revisions`)).json();
    // Every saved draft is kept beside the publishes (docs/spec/decisions.md §15).
    expect(revisions).toMatchObject([
      { rev: 4, kind: 'published', memo: 'Longer title', author: expect.stringContaining('@') },
      { rev: 3, kind: 'draft' },
      { rev: 2, kind: 'published', memo: 'First slide' },
      { rev: 1, kind: 'draft' },
    ]);
    expect((await staff('GET', `/main-slides/${id}/revisions/1`)).json().data.title.en).toBe('Faith, remembered');

    // Restoring makes the old text the draft; the site changes only when it is published.
    await staff('POST', `/main-slides/${id}/revisions/1/restore`);
    expect((await slidesIn('en')).map((s) => s.title)).toEqual(['Faith, remembered together']);
    await staff('POST', `/main-slides/${id}/publish`, { memo: 'Back to the first title' });
    expect((await slidesIn('en')).map((s) => s.title)).toEqual(['Faith, remembered']);

    const actions = await t.database.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.targetId, String(id)));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['content.create', 'content.save', 'content.publish', 'content.restore']),
    );
    expect(actions.find((a) => a.action === 'content.publish')?.details).toMatchObject({ title: '신앙을 기억하며' });
  });

  it('publishes at the scheduled time with no one signed in, and unpublishes', async () => {
    const { id } = (
      await staff('POST', '/main-slides', { data: slide({ ko: '예약된 슬라이드', en: 'Scheduled slide' }) })
    ).json();
    const at = new Date(now.at.getTime() + 60_000).toISOString();
    expect((await staff('POST', `/main-slides/${id}/publish`, { memo: 'Later', at })).json()).toMatchObject({
      status: 'scheduled',
      publishAt: at,
    });
    expect(await t.app.content.runDue()).toBe(0);
    expect((await slidesIn('en')).map((s) => s.title)).not.toContain('Scheduled slide');

    now.at = new Date(now.at.getTime() + 61_000);
    expect(await t.app.content.runDue()).toBe(1);
    expect((await slidesIn('en')).map((s) => s.title)).toContain('Scheduled slide');
    expect((await staff('GET', `/main-slides/${id}`)).json()).toMatchObject({ status: 'published', publishAt: null });
    expect(await t.app.content.runDue()).toBe(0);

    expect((await staff('POST', `/main-slides/${id}/unpublish`, {})).json()).toMatchObject({ status: 'unpublished' });
    expect((await slidesIn('en')).map((s) => s.title)).not.toContain('Scheduled slide');
  });

  it('calls off a scheduled withdrawal: the item stays on the site when its time comes', async () => {
    const { id } = (
      await staff('POST', '/main-slides', { data: slide({ ko: '남는 슬라이드', en: 'Staying slide' }) })
    ).json();
    await staff('POST', `/main-slides/${id}/publish`, { memo: '' });
    const at = new Date(now.at.getTime() + 60_000).toISOString();
    expect((await staff('POST', `/main-slides/${id}/unpublish`, { at })).json()).toMatchObject({ unpublishAt: at });

    const cancelled = await staff('DELETE', `/main-slides/${id}/schedule`);
    expect(cancelled.json()).toMatchObject({ status: 'published', publishAt: null, unpublishAt: null });
    now.at = new Date(now.at.getTime() + 61_000);
    expect(await t.app.content.runDue()).toBe(0);
    expect((await slidesIn('en')).map((s) => s.title)).toContain('Staying slide');
    // Nothing left to call off; the audit log has it once.
    expect((await staff('DELETE', `/main-slides/${id}/schedule`)).json()).toMatchObject({ code: 'NOTHING_SCHEDULED' });
    const rows = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'content.unschedule'));
    expect(rows.map((r) => r.targetId)).toEqual([String(id)]);
  });

  it('reorders the public slides, refusing a list that is not the whole set', async () => {
    const { items } = (await staff('GET', '/main-slides')).json();
    const ids = items.map((i: { id: number }) => i.id);
    expect((await staff('PUT', '/main-slides/order', { ids: ids.slice(1) })).statusCode).toBe(400);
    expect((await staff('PUT', '/main-slides/order', { ids: [...ids].reverse() })).statusCode).toBe(204);
    expect((await staff('GET', '/main-slides')).json().items.map((i: { id: number }) => i.id)).toEqual(
      [...ids].reverse(),
    );
    const live = (await slidesIn('ko')).map((s) => s.id);
    expect(live).toEqual([...ids].reverse().filter((id) => live.includes(id)));
  });

  it('marks translations missing and stale, clears stale on confirmation, and counts them in coverage', async () => {
    const { id } = (
      await staff('POST', '/main-slides', { data: slide({ ko: '정원', en: 'The garden', fr: 'Le jardin' }) })
    ).json();
    const coverage = async () =>
      (await staff('GET', '/coverage')).json() as Array<{
        type: string;
        lang: string;
        total: number;
        missing: number;
        stale: number;
      }>;
    const fr = async () => (await coverage()).find((c) => c.type === 'main-slides' && c.lang === 'fr')!;
    const before = await fr();
    let item = (await staff('GET', `/main-slides/${id}`)).json();
    expect(item.languages).toMatchObject({ ko: 'ok', en: 'ok', fr: 'ok', ja: 'missing', es: 'missing' });

    // The French text removed: missing.
    await staff('PUT', `/main-slides/${id}`, { data: slide({ ko: '정원', en: 'The garden' }) });
    expect((await fr()).missing).toBe(before.missing + 1);

    // The Korean edited: the English left as it was is stale, until confirmed.
    await staff('PUT', `/main-slides/${id}`, { data: slide({ ko: '기념 정원', en: 'The garden', fr: 'Le jardin' }) });
    item = (await staff('GET', `/main-slides/${id}`)).json();
    expect(item.fieldLanguages.title).toMatchObject({ en: 'stale', fr: 'ok' });
    expect((await coverage()).find((c) => c.type === 'main-slides' && c.lang === 'en')!.stale).toBeGreaterThan(0);
    await staff('PUT', `/main-slides/${id}`, {
      data: slide({ ko: '기념 정원', en: 'The garden', fr: 'Le jardin' }),
      confirm: ['title.en'],
    });
    expect((await staff('GET', `/main-slides/${id}`)).json().fieldLanguages.title.en).toBe('ok');
  });

  it('edits a singleton as item 1 and publishes it where the site reads it', async () => {
    const data = {
      address: { ko: '서울시 종로구 1', en: '1 Jongno-gu, Seoul' },
      hours: [{ days: [2, 3, 4, 5, 6, 0], open: '09:30', close: '17:30' }],
      closedDays: [1],
      admission: { ko: '무료', en: 'Free' },
    };
    expect((await staff('PUT', '/visit-info/1', { data })).statusCode).toBe(200);
    expect((await staff('POST', '/visit-info/1/publish', { memo: '' })).json()).toMatchObject({
      id: 1,
      status: 'published',
    });
    const [row] = await t.database.db.select().from(siteSettings).where(eq(siteSettings.key, 'visit-info'));
    expect(row?.value).toMatchObject({ address: data.address, closedDays: [1] });
  });

  it('answers 404 for an unknown type or item, and refuses to add or delete venue pages', async () => {
    expect((await staff('GET', '/nonsense')).statusCode).toBe(404);
    expect((await staff('GET', '/main-slides/999999')).statusCode).toBe(404);
    expect((await staff('GET', '/main-slides/abc')).statusCode).toBe(404);
    expect((await staff('POST', '/pages', { data: { slug: 'new', title: { ko: '새 페이지' } } })).statusCode).toBe(400);
  });

  it('lists what needs attention: drafts, what is scheduled, and translations missing or stale', async () => {
    const { id } = (await staff('POST', '/main-slides', { data: slide({ ko: '새 초안' }) })).json();
    const at = new Date(now.at.getTime() + 3_600_000).toISOString();
    const scheduled = (await staff('POST', '/main-slides', { data: slide({ ko: '곧 공개' }) })).json().id;
    await staff('POST', `/main-slides/${scheduled}/publish`, { memo: '', at });
    const attention = (await staff('GET', '/attention')).json();
    expect(attention.drafts).toContainEqual(
      expect.objectContaining({ type: 'main-slides', id, title: '새 초안', status: 'draft' }),
    );
    expect(attention.scheduled).toEqual([
      expect.objectContaining({ type: 'main-slides', id: scheduled, publishAt: at }),
    ]);
    expect(attention.translations).toContainEqual(expect.objectContaining({ type: 'main-slides', lang: 'ja' }));
  });

  it('adopts content written before the engine as published items staff can edit', async () => {
    const [row] = await t.database.db
      .insert(familySites)
      .values({
        name: { ko: '옛 재단', en: 'Old foundation' },
        href: 'https://old.example.org',
        abbr: 'OF',
        category: 'family',
      })
      .returning({ id: familySites.id });
    expect(await t.app.content.adoptLive()).toBe(1);
    expect(await t.app.content.adoptLive()).toBe(0);
    const item = (await staff('GET', `/family-sites/${row!.id}`)).json();
    expect(item).toMatchObject({
      status: 'published',
      draft: { name: { ko: '옛 재단', en: 'Old foundation' }, abbr: 'OF' },
    });
    expect(item.languages).toMatchObject({ en: 'ok', ja: 'missing' });
  });

  it('keeps a scheduled publish that cannot go live marked failed, and still publishes the others', async () => {
    // An artwork of an exhibition that was never published: it cannot go live.
    const exhibition = (
      await staff('POST', '/exhibitions', {
        data: { slug: 'never-shown', title: { ko: '비공개 전시' }, startsOn: '2026-01-01' },
      })
    ).json().id;
    const artwork = (await staff('POST', '/artworks', { data: { exhibition, title: { ko: '작품' } } })).json().id;
    const slideId = (await staff('POST', '/main-slides', { data: slide({ ko: '함께 예약' }) })).json().id;
    const at = new Date(now.at.getTime() + 1000).toISOString();
    await staff('POST', `/artworks/${artwork}/publish`, { memo: '', at });
    await staff('POST', `/main-slides/${slideId}/publish`, { memo: '', at });
    now.at = new Date(now.at.getTime() + 2000);
    expect(await t.app.content.runDue()).toBe(2);
    expect((await staff('GET', `/main-slides/${slideId}`)).json().status).toBe('published');
    // Never dropped silently: the schedule stays, marked with why, until staff act.
    expect((await staff('GET', `/artworks/${artwork}`)).json()).toMatchObject({
      status: 'scheduled',
      publishAt: at,
      scheduleFailure: { code: 'VALIDATION_FAILED', fields: { exhibition: 'NOT_PUBLIC' } },
    });
    const [failed] = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'content.schedule-failed'));
    expect(failed).toMatchObject({ targetType: 'artworks', targetId: String(artwork) });
    // Not tried again at every look, and not counted.
    expect(await t.app.content.runDue()).toBe(0);
  });
});
