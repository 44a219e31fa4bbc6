import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app';
import { tokenFor } from '#server/test/members';
import { mediaRow, staffCaller } from '#server/test/factories/content';

describe('preview links', () => {
  let t: TestApp;
  let manager: string;
  let id: number;
  const now = { at: new Date() };
  beforeAll(async () => {
    t = await createTestApp();
    t.app.clock.now = () => now.at;
    manager = await tokenFor(t.app, 'MANAGER');
    const image = await mediaRow(t.database, { key: 'test/p.png' });
    const staff = staffCaller(t.app, manager);
    const slide = (en: string) => ({ title: { ko: '기억의 정원', en }, pcImage: image, mobileImage: image, link: '' });
    id = (await staff('POST', '/main-slides', { data: slide('The garden of memory') })).json().id;
    await staff('POST', `/main-slides/${id}/publish`, { memo: '' });
    await staff('PUT', `/main-slides/${id}`, { data: slide('The garden of remembrance (draft)') });
  });
  afterAll(() => t.close());

  const linkFor = async (lang: string) => {
    const res = await t.app.inject({
      url: `/api/admin/content/main-slides/${id}/preview?lang=${lang}`,
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(res.statusCode).toBe(200);
    const url = new URL(res.json().url);
    expect(url.origin).toBe('https://atrium.test');
    return url.pathname + url.search;
  };

  it('renders the real page with the draft, marked as a preview, noindex, saying where a language falls back', async () => {
    const path = await linkFor('es');
    expect(path).toMatch(/^\/es\/\?preview=/);
    const res = await t.app.inject(path);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toContain('noindex');
    expect(res.headers['cache-control']).toContain('no-store');
    expect(res.body).toContain('The garden of remembrance (draft)');
    expect(res.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(res.body).toContain('Vista previa');
    expect(res.body).toMatch(/Falta el texto en español: se muestra en inglés \(title\)/);
  });

  it('changes nothing public: the page, the API and their caches still show what is published', async () => {
    await t.app.inject(await linkFor('en'));
    const page = await t.app.inject('/en/');
    expect(page.body).toContain('The garden of memory');
    expect(page.body).not.toContain('(draft)');
    const slides = (await t.app.inject({ url: '/api/slides', headers: { 'accept-language': 'en' } })).json();
    expect(slides.mainSlides.map((s: { title: string }) => s.title)).toEqual(['The garden of memory']);
  });

  it('refuses a link that was tampered with, or is more than an hour old', async () => {
    const path = await linkFor('ko');
    const tampered = await t.app.inject(path.slice(0, -3) + 'abc');
    expect(tampered.statusCode).toBe(410);
    expect(tampered.body).toContain('미리 보기 링크가 만료되었거나');
    now.at = new Date(now.at.getTime() + 61 * 60_000);
    const expired = await t.app.inject(path);
    expect(expired.statusCode).toBe(410);
    expect(expired.body).not.toContain('(draft)');
  });
});
