import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { tokenFor } from '../../test/members';

describe('the app page', () => {
  let t: TestApp;
  let manager: string;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    manager = await tokenFor(t.app, 'MANAGER');
  });
  afterAll(() => t.close());
  const visit = (lang: string) => t.app.inject({ url: '/api/app', headers: { 'accept-language': lang } });

  it('announces the April 10 release in each language by default', async () => {
    const ko = (await visit('ko')).json();
    expect(ko.releaseDate).toBe('2026-04-10');
    expect(ko.notice).toMatchObject({ lang: 'ko', text: expect.stringContaining('4월 10일') });
    expect((await visit('fr')).json().notice).toMatchObject({ lang: 'fr', text: expect.stringContaining('10 avril') });
  });

  it('lets staff change it, and falls back where a language has no notice', async () => {
    const info = {
      iosUrl: 'https://apps.apple.com/app/id1',
      androidUrl: 'https://play.google.com/store/apps/details?id=x',
      releaseDate: null,
      notice: { ko: '앱이 출시되었습니다.', en: 'The app is out now.' },
    };
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/app',
      headers: { authorization: `Bearer ${manager}` },
      payload: info,
    });
    expect(res.statusCode).toBe(200);
    expect((await visit('es')).json().notice).toEqual({ text: 'The app is out now.', lang: 'en' });
    expect((await visit('ja')).json().notice).toEqual({ text: '앱이 출시되었습니다.', lang: 'ko' });
    expect((await visit('en')).json().iosUrl).toBe('https://apps.apple.com/app/id1');
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/app',
      headers: { authorization: `Bearer ${manager}` },
      payload: { ...info, iosUrl: 'javascript:alert(1)' },
    });
    expect(bad.statusCode).toBe(400);
  });
});
