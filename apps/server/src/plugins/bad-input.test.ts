import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { tokenFor } from '../test/members';
import { staffCaller } from '#server/test/factories/content';
import { JSON_BODY } from '@atrium/shared/limits';

/** Issue 17, items 1 and 2: ids, text and dates an attacker sends get a clear 4xx and change nothing. */
describe('bad input', () => {
  let t: TestApp;
  let staff: ReturnType<typeof staffCaller>;
  let newsId = 0;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    staff = staffCaller(t.app, await tokenFor(t.app, 'ADMIN'), '');
    const created = await staff('POST', '/api/admin/news', { title: { ko: '소식' }, summary: { ko: '요약' } });
    newsId = created.json().id;
  });
  afterAll(() => t.close());

  it('answers 404 for ids beyond the integer column, anonymously and as staff', async () => {
    for (const url of [
      '/api/news/2147483648',
      '/api/news/9007199254740991',
      '/api/news/1/2147483648',
      '/api/events/2147483648',
      '/api/artworks/2147483648',
      '/api/programs/2147483648/1',
      '/api/spaces/2147483648',
      '/api/spaces/%00',
      '/api/edu/webtoons/4294967296',
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().code, url).toBe('NOT_FOUND');
    }
    expect((await staff('GET', '/api/admin/news/2147483648')).statusCode).toBe(404);
    expect((await staff('GET', '/api/admin/users/2147483648')).statusCode).toBe(404);
  });

  it('reads only digits as an id: 1e0, 0x1 and " 1" name nothing, and a delete through them changes nothing', async () => {
    const one = String(newsId);
    for (const id of [`${one}e0`, `0x${newsId.toString(16)}`, `%20${one}`, `${one}.0`, `+${one}`, `0${one}`]) {
      expect((await staff('DELETE', `/api/admin/news/${id}`)).statusCode, id).toBe(404);
    }
    expect((await staff('GET', `/api/admin/news/${newsId}`)).statusCode).toBe(200);
  });

  it('shows the not-found page, in HTML, for such ids in page addresses', async () => {
    for (const url of ['/en/news/2147483648', '/en/spaces/2147483648', '/ja/event/1e0', '/ko/artworks/0x1']) {
      const res = await t.app.inject({ url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('text/html');
    }
  });

  it('refuses text the database cannot store (NUL, a lone surrogate), naming the field, and saves nothing', async () => {
    const before = (await staff('GET', '/api/admin/news')).json().total;
    for (const bad of ['a\u0000b', 'x\uD800', '\uDC00']) {
      const res = await staff('POST', '/api/admin/news', { title: { ko: bad }, summary: { ko: '요약' } });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'title.ko': 'INVALID_TEXT' } });
    }
    const search = await staff('GET', '/api/admin/users/search?keyword=a%00b');
    expect(search.statusCode).toBe(400);
    expect((await staff('GET', '/api/admin/news')).json().total).toBe(before);
  });

  it('refuses impossible dates with a clear code', async () => {
    const res = await staff('GET', '/api/admin/users?startDate=2026-02-30');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { startDate: 'INVALID_DATE' } });
  });

  it('refuses a reference to a picture that does not exist, naming the field', async () => {
    const res = await staff('POST', '/api/admin/news', {
      title: { ko: '표지' },
      summary: { ko: '요약' },
      coverId: '3f0b8c1e-5d2a-4c7b-9e1f-0a2b3c4d5e6f',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { coverId: 'INVALID' } });
  });

  /** Issue 43, item 1: an anonymous `[[[[…]]]]` answered 500 and cost O(depth²) CPU on every route. */
  describe('JSON bodies bounded before they are read', () => {
    const post = (url: string, payload: string, authorization?: string) =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
        payload,
      });
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

    it('refuses deep nesting with a 400 that names the limit, anonymously, on public and staff routes', async () => {
      for (const [url, auth] of [
        ['/api/auth/signin', undefined],
        ['/api/auth/find-id', undefined],
        ['/api/admin/news', `Bearer ${await tokenFor(t.app, 'ADMIN')}`],
      ] as const) {
        // Within each route's size limit (64 KB public, 1 MB staff): the depth is what is refused.
        const res = await post(url, nested(auth ? 60_000 : 30_000), auth);
        expect(res.statusCode, url).toBe(400);
        expect(res.json(), url).toMatchObject({ code: 'JSON_TOO_DEEP', maxDepth: JSON_BODY.maxDepth });
        expect(res.json().message, url).toContain(String(JSON_BODY.maxDepth));
      }
      const inside = await post('/api/auth/signin', `{"email":"a@b.c","password":${nested(JSON_BODY.maxDepth)}}`);
      expect(inside.json().code).toBe('JSON_TOO_DEEP');
    });

    it('refuses an array of more values than the limit, and a public body over 64 KB', async () => {
      const admin = `Bearer ${await tokenFor(t.app, 'ADMIN')}`;
      const wide = await post(
        '/api/admin/news',
        `[${Array(JSON_BODY.maxValues + 1)
          .fill('1')
          .join(',')}]`,
        admin,
      );
      expect(wide.statusCode).toBe(400);
      expect(wide.json()).toMatchObject({ code: 'JSON_TOO_MANY_VALUES', maxValues: JSON_BODY.maxValues });
      const big = await post('/api/auth/signin', JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(70_000) }));
      expect(big.statusCode).toBe(413);
    });

    it('does not read an anonymous body on a staff route: 401 before any parsing', async () => {
      const res = await post('/api/admin/news', nested(60_000));
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('AUTH_REQUIRED');
    });

    it('reads brackets and commas inside strings as text, and takes a long article from staff', async () => {
      // About 400 KB: over the public 64 KB, within the staff's 1 MB; brackets in text are no nesting.
      const body = {
        ko: `<p>${'[[[[,,,,{{{{ 긴 글입니다. '.repeat(7_000)}</p>`,
        en: `<p>${'[[,,{{ '.repeat(20_000)}</p>`,
      };
      const articles = [{ title: { ko: '긴 기사' }, body }];
      const res = await staff('POST', '/api/admin/news', {
        title: { ko: '긴 소식' },
        summary: { ko: '요약' },
        articles,
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
    });
  });
});
