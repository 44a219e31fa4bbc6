import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app';
import { tokenFor } from '#server/test/members';
import { siteSettings } from '#server/db/settings.table';
import { all, fixtureImage } from '../edu/edu.fixtures';
import { SUNGHWA_SETTING } from './sunghwa.service';
import { sunghwaChapters } from './sunghwa.table';

/** The Sunghwa course: members only, in their language with fallbacks, revalidated privately with ETags. */
describe('sunghwa course', () => {
  let t: TestApp;
  let token = '';
  beforeAll(async () => {
    t = await createTestApp();
    const db = t.database.db;
    const cover = await fixtureImage(db, all('path'));
    await db.insert(siteSettings).values({
      key: SUNGHWA_SETTING,
      value: { title: { ko: '성화', en: 'Sunghwa', es: 'Sunghwa (es)' }, intro: all('Four stages'), cover },
    });
    await db.insert(sunghwaChapters).values([
      {
        slug: 'understanding',
        position: 1,
        title: { ko: '이해하기' },
        sections: [{ heading: all('Values'), body: all('Gratitude'), imageId: cover }],
      },
      {
        slug: 'remembering',
        position: 0,
        title: all('Remembering'),
        summary: all('History'),
        video: { provider: 'youtube', videoId: 'v1', title: all('Talk'), posterId: cover },
      },
    ]);
    token = await tokenFor(t.app);
  });
  afterAll(() => t.close());

  const get = (lang: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/edu/sunghwa', headers: { 'accept-language': lang, ...headers } });
  const asMember = (lang: string, extra: Record<string, string> = {}) =>
    get(lang, { authorization: `Bearer ${token}`, ...extra });

  it('is for members only', async () => {
    const res = await get('en');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('AUTH_REQUIRED');
    expect((await get('en', { authorization: 'Bearer not-a-token' })).statusCode).toBeGreaterThanOrEqual(401);
  });

  it('serves the course in each language, chapters in order, with the language of each text', async () => {
    const ko = (await asMember('ko')).json();
    expect(ko).toMatchObject({ title: '성화', lang: 'ko', intro: 'Four stages (ko)', cover: { alt: 'path (ko)' } });
    expect(ko.chapters.map((c: { slug: string }) => c.slug)).toEqual(['remembering', 'understanding']);
    expect((await asMember('ja')).json()).toMatchObject({ title: '성화', lang: 'ko', intro: 'Four stages (ja)' });
    expect((await asMember('es')).json()).toMatchObject({ title: 'Sunghwa (es)', lang: 'es' });
    const fr = (await asMember('fr')).json();
    expect(fr).toMatchObject({ title: 'Sunghwa', lang: 'en' });
    expect(fr.chapters[0]).toMatchObject({
      title: 'Remembering (fr)',
      summary: 'History (fr)',
      lang: 'fr',
      video: { provider: 'youtube', title: 'Talk (fr)', poster: { alt: 'path (fr)' } },
    });
    expect(fr.chapters[1]).toMatchObject({
      title: '이해하기',
      lang: 'ko',
      sections: [{ heading: 'Values (fr)', html: 'Gratitude (fr)', image: { alt: 'path (fr)' } }],
      video: null,
    });
  });

  it('revalidates with a private ETag per language', async () => {
    const first = await asMember('en');
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = String(first.headers.etag);
    expect((await asMember('en', { 'if-none-match': etag })).statusCode).toBe(304);
    expect((await asMember('ko', { 'if-none-match': etag })).statusCode).toBe(200);
    // A visitor holding an ETag still gets nothing.
    expect((await get('en', { 'if-none-match': etag })).statusCode).toBe(401);
  });
});
