import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#server/test/app';
import { tokenFor } from '#server/test/members';
import { multipart } from '#server/test/multipart';
import { xlsxOf } from '#server/test/xlsx';
import { createI18nRepository } from '../i18n/i18n.repository';
import { uiStrings } from '../i18n/i18n.table';

/** Translation status of the UI strings: ok / missing / stale per key and language, as the content's. */
describe('admin: UI string translation status', () => {
  let t: TestApp;
  let manager: string;
  let member: string;
  beforeAll(async () => {
    t = await createTestApp();
    manager = await tokenFor(t.app, 'MANAGER');
    member = await tokenFor(t.app);
  });
  afterAll(() => t.close());

  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const edit = (lang: string, value: string, key: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/admin/translation/strings',
      headers: as(manager),
      payload: { namespace: 'meta', key, lang, value },
    });
  const confirm = (lang: string, key: string, token = manager) =>
    t.app.inject({
      method: 'POST',
      url: '/api/admin/translation/strings/confirm',
      headers: as(token),
      payload: { namespace: 'meta', key, lang },
    });
  const list = async (query: string) =>
    (
      await t.app.inject({ url: `/api/admin/translation/strings?namespace=meta&${query}`, headers: as(manager) })
    ).json();
  /** The key's state per language, as the grid shows it. */
  const states = async (key: string) => {
    const row = (await list(`q=${encodeURIComponent(key)}`)).items.find((r: { key: string }) => r.key === key);
    return Object.fromEntries(Object.entries(row.values).map(([lang, v]) => [lang, (v as { state: string }).state]));
  };
  const keysWith = async (query: string) => (await list(query)).items.map((r: { key: string }) => r.key);
  const ALL_OK = { ko: 'ok', en: 'ok', ja: 'ok', es: 'ok', fr: 'ok' };

  it('starts with the repository strings up to date, and counts per language', async () => {
    expect(await states('aboutHistory.title')).toEqual(ALL_OK);
    const { counts } = await list('');
    expect(Object.keys(counts)).toEqual(['ko', 'en', 'ja', 'es', 'fr']);
    expect(counts.en.total).toBeGreaterThan(10);
    expect(counts.en.stale).toBe(0);
  });

  it('makes every translation stale when the Korean changes; editing or confirming clears it', async () => {
    const before = (await list('')).counts;
    expect((await edit('ko', '역사 (개정)', 'aboutHistory.title')).statusCode).toBe(204);
    expect(await states('aboutHistory.title')).toEqual({
      ko: 'ok',
      en: 'stale',
      ja: 'stale',
      es: 'stale',
      fr: 'stale',
    });
    const after = (await list('')).counts;
    for (const lang of ['en', 'ja', 'es', 'fr']) expect(after[lang].stale).toBe(before[lang].stale + 1);
    expect(await keysWith('status=stale')).toEqual(['aboutHistory.title']);
    expect(await keysWith('status=stale&lang=ko')).toEqual([]);

    // Editing a translation saves it against the new Korean.
    expect((await edit('en', 'History (revised)', 'aboutHistory.title')).statusCode).toBe(204);
    // Confirming keeps the text and clears the mark.
    const ja = (await list('q=aboutHistory.title')).items[0].values.ja;
    expect((await confirm('ja', 'aboutHistory.title')).statusCode).toBe(204);
    expect((await list('q=aboutHistory.title')).items[0].values.ja).toEqual({ ...ja, state: 'ok' });
    expect(await states('aboutHistory.title')).toEqual({ ko: 'ok', en: 'ok', ja: 'ok', es: 'stale', fr: 'stale' });
    expect(await keysWith('status=stale&lang=en')).toEqual([]);
    expect(await keysWith('status=stale&lang=es')).toEqual(['aboutHistory.title']);

    // A publish does not change the Korean, so nothing turns stale again.
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/translation/update',
      headers: as(manager),
      payload: { memo: 'History title' },
    });
    expect(await states('aboutHistory.title')).toEqual({ ko: 'ok', en: 'ok', ja: 'ok', es: 'stale', fr: 'stale' });
  });

  it('counts and filters a missing translation', async () => {
    const before = (await list('')).counts;
    await edit('fr', '', 'news.title');
    expect((await states('news.title')).fr).toBe('missing');
    expect((await list('')).counts.fr.missing).toBe(before.fr.missing + 1);
    expect(await keysWith('status=missing&lang=fr')).toContain('news.title');
    expect(await keysWith('status=missing&lang=ja')).not.toContain('news.title');
    // Nothing to confirm in an empty text.
    expect((await confirm('fr', 'news.title')).statusCode).toBe(404);
    await edit('fr', 'Actualités', 'news.title');
    expect((await states('news.title')).fr).toBe('ok');
  });

  it('refuses a confirm of the Korean, of an unknown key, and from non-staff', async () => {
    const korean = await confirm('ko', 'news.title');
    expect(korean.statusCode).toBe(400);
    expect(korean.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { lang: 'INVALID' } });
    expect((await confirm('en', 'no.such.key')).statusCode).toBe(404);
    expect((await confirm('en', 'news.title', member)).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/admin/translation/strings/confirm',
      payload: { namespace: 'meta', key: 'news.title', lang: 'en' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('marks translations imported with a new Korean against that Korean', async () => {
    const file = xlsxOf([
      ['namespace', 'key', 'ko', 'en', 'ja', 'es', 'fr'],
      ['meta', 'news.title', '새 소식', 'Latest news'],
    ]);
    const body = multipart([{ field: 'file', filename: 'strings.xlsx', content: file }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/translation/import',
      headers: { ...as(manager), ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    expect(await states('news.title')).toEqual({ ko: 'ok', en: 'ok', ja: 'stale', es: 'stale', fr: 'stale' });
  });

  it('turns translations stale when the repository changes the Korean, at the next start', async () => {
    const db = t.database.db;
    const where = and(eq(uiStrings.namespace, 'meta'), eq(uiStrings.key, 'notFound.title'), eq(uiStrings.lang, 'ko'));
    expect(await states('notFound.title')).toEqual(ALL_OK);
    await db.update(uiStrings).set({ value: '찾을 수 없는 페이지' }).where(where);
    await createI18nRepository(db).markSources();
    expect(await states('notFound.title')).toEqual({ ko: 'ok', en: 'stale', ja: 'stale', es: 'stale', fr: 'stale' });
  });

  it('adds the UI strings to the content coverage, with the same counts', async () => {
    const coverage = (await t.app.inject({ url: '/api/admin/content/coverage', headers: as(manager) })).json();
    const rows = coverage.filter((c: { type: string }) => c.type === 'ui-strings');
    expect(rows.map((r: { lang: string }) => r.lang)).toEqual(['ko', 'en', 'ja', 'es', 'fr']);
    const counts = (await t.app.inject({ url: '/api/admin/translation/strings', headers: as(manager) })).json().counts;
    for (const row of rows) expect(row).toEqual({ type: 'ui-strings', lang: row.lang, ...counts[row.lang] });
    expect(rows.find((r: { lang: string }) => r.lang === 'es').stale).toBeGreaterThanOrEqual(3);
    const attention = (await t.app.inject({ url: '/api/admin/content/attention', headers: as(manager) })).json();
    expect(attention.translations).toContainEqual(expect.objectContaining({ type: 'ui-strings', lang: 'es' }));
  });
});
