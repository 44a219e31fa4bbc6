import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { siteSettings } from '#server/db/settings.table';
import { createTestApp, type TestApp } from '#server/test/app';
import { tokenFor } from '#server/test/members';

const bootOf = (html: string) =>
  JSON.parse(html.match(/<script type="application\/json" id="boot">([^<]*)<\/script>/)?.[1] ?? '{}');

/** A published `site` singleton, as the content engine stores it. */
const published = {
  managingBody: { ko: '새 운영 재단', en: 'New Foundation' },
  managingBodyUrl: 'https://foundation.example.org',
  contactEmail: 'hello@atrium.test',
  social: [{ network: 'x', url: 'https://x.com/atrium' }],
  iosUrl: 'https://apps.apple.com/app/id1',
  androidUrl: '',
  releaseDate: null,
  appNotice: { ko: '앱이 출시되었습니다.', en: 'The app is out now.' },
};

describe('the site singleton: /api/app and every page’s navigation and footer', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(siteSettings);
    await t.app.contentCache.invalidate();
  });
  const visit = (lang: string) => t.app.inject({ url: '/api/app', headers: { 'accept-language': lang } });
  const publish = async (key: string, value: unknown) => {
    await t.database.db.insert(siteSettings).values({ key, value });
    await t.app.contentCache.invalidate();
  };

  it('announces the April 10 release in each language from the demo data until staff publish', async () => {
    const ko = (await visit('ko')).json();
    expect(ko.releaseDate).toBe('2026-04-10');
    expect(ko.iosUrl).toMatch(/^https:\/\/apps\.apple\.com\//);
    expect(ko.notice).toMatchObject({ lang: 'ko', text: expect.stringContaining('4월 10일') });
    expect((await visit('fr')).json().notice).toMatchObject({ lang: 'fr', text: expect.stringContaining('10 avril') });
  });

  it('serves a published change once the cache is invalidated, with its language fallbacks', async () => {
    const before = await visit('en');
    await t.database.db.insert(siteSettings).values({ key: 'site', value: published });
    // Cached until the engine's publish empties the cache.
    expect((await visit('en')).json().releaseDate).toBe('2026-04-10');
    await t.app.contentCache.invalidate();
    const after = await visit('en');
    expect(after.json()).toEqual({
      iosUrl: 'https://apps.apple.com/app/id1',
      androidUrl: '',
      releaseDate: null,
      notice: { text: 'The app is out now.', lang: 'en' },
    });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect((await visit('es')).json().notice).toEqual({ text: 'The app is out now.', lang: 'en' });
    expect((await visit('ja')).json().notice).toEqual({ text: '앱이 출시되었습니다.', lang: 'ko' });
  });

  it('puts the managing body, contact, social and store links into every page’s boot data', async () => {
    const demo = bootOf((await t.app.inject('/en/news')).body).site;
    expect(demo.managingBody).toMatchObject({ ko: '아트리움 기념재단', en: 'Atrium Memorial Foundation' });
    expect(demo.contactEmail).toBe('contact@atrium-memorial.org');
    expect(demo.social.map((s: { network: string }) => s.network)).toEqual([
      'blog',
      'youtube',
      'instagram',
      'facebook',
      'kakao',
    ]);
    expect(demo.iosUrl).toMatch(/^https:\/\/apps\.apple\.com\//);

    await publish('site', published);
    const site = bootOf((await t.app.inject('/ko/')).body).site;
    expect(site).toEqual({
      managingBody: published.managingBody,
      managingBodyUrl: 'https://foundation.example.org',
      contactEmail: 'hello@atrium.test',
      social: [{ network: 'x', url: 'https://x.com/atrium' }],
      iosUrl: 'https://apps.apple.com/app/id1',
      androidUrl: '',
    });
  });

  it('keeps what staff saved on the former app page until the singleton is published', async () => {
    await publish('app', {
      iosUrl: 'https://apps.apple.com/app/id2',
      androidUrl: 'https://play.google.com/store/apps/details?id=y',
      releaseDate: '2026-05-01',
      notice: { ko: '5월 1일 출시', en: 'Out on May 1' },
    });
    expect((await visit('en')).json()).toMatchObject({
      iosUrl: 'https://apps.apple.com/app/id2',
      releaseDate: '2026-05-01',
      notice: { text: 'Out on May 1', lang: 'en' },
    });
    await publish('site', published);
    expect((await visit('en')).json().iosUrl).toBe('https://apps.apple.com/app/id1');
  });

  it('shows the demo data rather than a stored document that breaks the declaration', async () => {
    await publish('site', { ...published, managingBody: '' });
    expect((await visit('en')).json().iosUrl).toMatch(/^https:\/\/apps\.apple\.com\/app\/atrium-memorial\//);
  });

  it('leaves out only a stored link the rule refuses (saved under a looser rule), keeping the rest', async () => {
    await publish('site', { ...published, iosUrl: 'https:evil.example', androidUrl: 'a/../..//evil.example' });
    const app = (await visit('en')).json();
    expect(app.iosUrl).toBe('');
    expect(app.androidUrl).toBe('');
    expect(app.notice).toMatchObject({ text: 'The app is out now.' });
  });

  it('no longer has the app page’s own editor: the content engine edits the singleton', async () => {
    const manager = await tokenFor(t.app, 'MANAGER');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/app',
      headers: { authorization: `Bearer ${manager}` },
      payload: published,
    });
    expect(res.statusCode).toBe(404);
  });
});
