import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { LANGUAGES } from '@atrium/shared/languages';
import { createTestApp, type TestApp } from '#server/test/app';
import { uiStrings } from './i18n.table';
import { createI18nRepository } from './i18n.repository';

describe('GET /api/i18n/{lang}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each(LANGUAGES)('serves the %s bundle by namespace with flat keys', async (lang) => {
    const res = await t.app.inject(`/api/i18n/${lang}`);
    expect(res.statusCode).toBe(200);
    const bundle = res.json();
    expect(Object.keys(bundle)).toEqual(expect.arrayContaining(['meta', 'errors', 'validation']));
    expect(bundle.meta['home.title']).toBeTruthy();
    expect(bundle.errors.NOT_FOUND).toBeTruthy();
  });

  it('serves each language in its own words', async () => {
    const titles = await Promise.all(
      LANGUAGES.map(async (l) => (await t.app.inject(`/api/i18n/${l}`)).json().meta['aboutHistory.title']),
    );
    expect(new Set(titles).size).toBe(LANGUAGES.length);
  });

  it('serves one namespace on its own with ?ns=', async () => {
    const res = await t.app.inject('/api/i18n/en?ns=errors');
    expect(Object.keys(res.json())).toEqual(['errors']);
    expect(res.headers.etag).not.toBe((await t.app.inject('/api/i18n/en')).headers.etag);
    expect((await t.app.inject('/api/i18n/en?ns=secrets')).statusCode).toBe(400);
    const publicOnly = Object.keys((await t.app.inject('/api/i18n/en?ns=public')).json());
    expect(publicOnly).toContain('common');
    expect(publicOnly).not.toContain('admin');
    expect(publicOnly).not.toContain('mail');
  });

  it('answers 304 when the ETag matches', async () => {
    const first = await t.app.inject('/api/i18n/ja');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"/);
    const again = await t.app.inject({ url: '/api/i18n/ja', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it('answers 404 for a language the site does not have', async () => {
    const res = await t.app.inject('/api/i18n/de');
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe('NOT_FOUND');
  });

  it('keeps staff edits when the repository strings are synced again, and follows unedited ones', async () => {
    const db = t.database.db;
    const repo = createI18nRepository(db);
    const where = (key: string) =>
      and(eq(uiStrings.namespace, 'meta'), eq(uiStrings.key, key), eq(uiStrings.lang, 'en'));
    await db.update(uiStrings).set({ value: 'Our History' }).where(where('aboutHistory.title'));
    await repo.syncSource([
      { namespace: 'meta', key: 'aboutHistory.title', lang: 'en', value: 'History (new source)' },
      { namespace: 'meta', key: 'news.title', lang: 'en', value: 'Latest News' },
      { namespace: 'meta', key: 'brandNew', lang: 'en', value: 'A new key' },
    ]);
    const value = async (key: string) => (await db.select().from(uiStrings).where(where(key)))[0]?.value;
    expect(await value('aboutHistory.title')).toBe('Our History');
    expect(await value('news.title')).toBe('Latest News');
    expect(await value('brandNew')).toBe('A new key');
  });

  it('serves a published change at once and changes the ETag', async () => {
    const before = await t.app.inject('/api/i18n/en');
    await t.app.i18n.reload();
    const after = await t.app.inject('/api/i18n/en');
    expect(after.json().meta['aboutHistory.title']).toBe('Our History');
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });
});
