import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app';
import { createMember, signIn } from '../test/members';

/** What this file reads of the OpenAPI document: which operations need a signed-in caller. */
type SecuredOperations = { paths: Record<string, Record<string, { security?: unknown[] }>> };

/** A directive of a Content-Security-Policy header, as its list of sources. */
const directive = (csp: unknown, name: string) =>
  String(csp)
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1);

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('Permissions-Policy', () => {
    it.each(['/ko/', '/api/news'])('turns off the features the site never uses on %s', async (url) => {
      const res = await t.app.inject({ url });
      const policy = String(res.headers['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'interest-cohort']) {
        expect(policy).toMatch(new RegExp(`(^|, )${feature}=\\(\\)(,|$)`));
      }
    });

    it('lets the site’s own pages, and nothing they embed, ask for a passkey', async () => {
      const policy = String((await t.app.inject({ url: '/en/signin' })).headers['permissions-policy']);
      expect(policy).toMatch(/(^|, )publickey-credentials-get=\(self\)(,|$)/);
    });

    it('keeps full screen for the site and the embedded video players only', async () => {
      const policy = String((await t.app.inject({ url: '/en/edu' })).headers['permissions-policy']);
      expect(policy).toContain('fullscreen=(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")');
    });
  });

  describe('style-src', () => {
    it.each(['/ko/', '/admin', '/api/news'])('allows no inline style on %s but empty <style> elements', async (url) => {
      const res = await t.app.inject({ url });
      const styles = directive(res.headers['content-security-policy'], 'style-src');
      // The hash of '': emotion fills its <style> elements through the CSSOM, which the CSP does not govern.
      expect(styles).toEqual(["'self'", "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='"]);
    });
  });

  describe('Cache-Control of private replies', () => {
    let member: string;
    let admin: string;
    let refreshToken: string;
    beforeAll(async () => {
      const m = await createMember(t.app);
      ({ accessToken: member, refreshToken } = await signIn(t.app, m.email, m.password));
      const a = await createMember(t.app, { role: 'ADMIN' });
      admin = (await signIn(t.app, a.email, a.password, '203.0.113.11')).accessToken;
    });
    const cacheControl = async (url: string, token: string, method: 'GET' | 'POST' | 'PUT' = 'GET', payload?: object) =>
      String(
        (await t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } })).headers[
          'cache-control'
        ],
      );

    it('never lets a member’s or an admin’s reply be stored', async () => {
      expect(await cacheControl('/api/me/', member)).toContain('no-store');
      expect(await cacheControl('/api/admin/users', admin)).toContain('no-store');
    });

    it('does not store a token refresh', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin/refresh',
        headers: { 'x-forwarded-for': '203.0.113.12' },
        payload: { refreshToken },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toContain('no-store');
    });

    it('stores nothing a member route answers: a write, a refusal, a missing record', async () => {
      // A member saving a reading position, and a member asking about a check-in of no event.
      expect(await cacheControl('/api/me/webtoon-position', member, 'PUT', { episodeId: 999999, panel: 0 })).toContain(
        'no-store',
      );
      expect(await cacheControl('/api/events/999999/check-ins', member)).toContain('no-store');
      // A member at an admin route: refused, and the refusal is not stored either.
      expect(await cacheControl('/api/admin/users', member)).toContain('no-store');
    });

    it('covers every member and admin read of the API', async () => {
      const doc = (await t.app.inject('/api/docs/json')).json<SecuredOperations>();
      const stored: string[] = [];
      const reads = Object.entries(doc.paths).filter(([, operations]) => operations.get?.security?.length);
      expect(reads.length).toBeGreaterThan(20);
      for (const [path] of reads) {
        const url = path.replace(/\{\w+\}/g, '1');
        const value = await cacheControl(url, admin);
        // Course content is the same for every member: kept privately and revalidated by its ETag.
        const allowed = value.includes('no-store') || (value.includes('private') && path.includes('/sunghwa'));
        if (!allowed) stored.push(`${url}: ${value}`);
      }
      expect(stored).toEqual([]);
    });

    it('leaves public content cacheable for a signed-in reader', async () => {
      const res = await t.app.inject({ url: '/api/news', headers: { authorization: `Bearer ${member}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).not.toContain('no-store');
      expect(res.headers.etag).toBeDefined();
    });
  });
});
