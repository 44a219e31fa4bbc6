import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app';
import { createMember, signIn, tokenFor } from '#server/test/members';

/** Who may call what under /api/admin (docs/spec/decisions.md §3). */
describe('admin access by role', () => {
  let t: TestApp;
  const tokens: Record<'USER' | 'MANAGER' | 'ADMIN', string> = { USER: '', MANAGER: '', ADMIN: '' };
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    for (const role of ['USER', 'MANAGER', 'ADMIN'] as const) tokens[role] = await tokenFor(t.app, role);
  });
  afterAll(() => t.close());

  const call = (url: string, token?: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
    t.app.inject({
      method,
      url,
      payload,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'accept-language': 'ko' },
    });

  const adminOnly = [
    '/api/admin/users',
    '/api/admin/users/search?keyword=test',
    '/api/admin/users/1',
    '/api/admin/users/register?timeRange=day',
    '/api/admin/users/country',
    '/api/admin/stats/pageviews',
    '/api/admin/audit',
  ];

  it('answers 401 AUTH_REQUIRED without a token', async () => {
    for (const url of ['/api/admin/check', ...adminOnly]) {
      const res = await call(url);
      expect(res.statusCode, url).toBe(401);
      expect(res.json().code).toBe('AUTH_REQUIRED');
    }
  });

  it('turns a member away everywhere with 403 NO_ADMIN_PERMISSION, in Korean', async () => {
    for (const url of ['/api/admin/check', ...adminOnly]) {
      const res = await call(url, tokens.USER);
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ code: 'NO_ADMIN_PERMISSION', message: '관리자 권한이 없습니다.' });
    }
    expect((await call('/api/admin/users/1/role', tokens.USER, 'POST', { role: 'ADMIN' })).statusCode).toBe(403);
  });

  it('tells managers and admins their role', async () => {
    expect((await call('/api/admin/check', tokens.MANAGER)).json()).toEqual({ role: 'MANAGER' });
    expect((await call('/api/admin/check', tokens.ADMIN)).json()).toEqual({ role: 'ADMIN' });
  });

  it('keeps users, roles, statistics and the audit log from managers', async () => {
    for (const url of adminOnly) expect((await call(url, tokens.MANAGER)).statusCode, url).toBe(403);
    for (const url of adminOnly) expect([200, 404], url).toContain((await call(url, tokens.ADMIN)).statusCode);
  });

  it('applies a role change at once, even to tokens issued before it', async () => {
    const m = await createMember(t.app, { role: 'MANAGER' });
    const token = (await signIn(t.app, m.email, m.password)).accessToken;
    expect((await call('/api/admin/check', token)).statusCode).toBe(200);
    expect((await call(`/api/admin/users/${m.id}/role`, tokens.ADMIN, 'POST', { role: 'USER' })).statusCode).toBe(200);
    expect((await call('/api/admin/check', token)).statusCode).toBe(403);
  });
});
