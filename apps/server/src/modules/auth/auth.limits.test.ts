import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/app';
import { createMember } from '#server/test/members';
import { clientOf } from '#server/test/accounts';

const DAY = 86_400;

describe('per-address limits (in process memory)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('blocks sign-in from an address for 24 h after more than 30 failures in an hour', async () => {
    const member = await createMember(t.app);
    const other = await createMember(t.app);
    const attacker = clientOf(t.app);
    // Unknown e-mails: no account gets locked on the way, only the address counts. (One at a
    // time: an address has at most two password checks in flight.)
    const failures = [];
    for (let i = 0; i < 31; i += 1) {
      failures.push(
        await attacker.post('/api/auth/signin', { email: `guess${i}@example.com`, password: 'Wrong!Password1' }),
      );
    }
    expect(failures.map((r) => r.json().code)).toEqual(Array(31).fill('BAD_CREDENTIALS'));

    const blocked = await attacker.post('/api/auth/signin', { email: member.email, password: member.password });
    expect(blocked.statusCode).toBe(429);
    const body = blocked.json();
    expect(body.code).toBe('LOGIN_BLOCKED');
    expect(body.retryAfterSeconds).toBeGreaterThan(DAY - 60);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(DAY);
    expect(Number(blocked.headers['retry-after'])).toBe(body.retryAfterSeconds);
    // Any account, right password or not.
    const otherAccount = await attacker.post('/api/auth/signin', { email: other.email, password: other.password });
    expect(otherAccount.json().code).toBe('LOGIN_BLOCKED');

    // Another address signs in as usual.
    const elsewhere = await clientOf(t.app).post('/api/auth/signin', {
      email: member.email,
      password: member.password,
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('does not block an address at 30 failures', async () => {
    const member = await createMember(t.app);
    const client = clientOf(t.app);
    for (let i = 0; i < 30; i += 1) {
      const res = await client.post('/api/auth/signin', { email: `miss${i}@example.com`, password: 'Wrong!Password1' });
      expect(res.json().code).toBe('BAD_CREDENTIALS');
    }
    const res = await client.post('/api/auth/signin', { email: member.email, password: member.password });
    expect(res.statusCode).toBe(200);
  });

  it('restricts an address for 30 minutes after more than 60 requests a minute on /api/auth/*', async () => {
    const client = clientOf(t.app);
    const body = { refreshToken: 'an-unknown-refresh-token-of-some-length' };
    for (let i = 0; i < 60; i += 1) {
      expect((await client.post('/api/auth/signout', body)).statusCode).toBe(204);
    }
    const over = await client.post('/api/auth/signout', body);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 1800 });
    expect(over.headers['retry-after']).toBe('1800');

    // Every auth endpoint is closed to it, sign-in included…
    const member = await createMember(t.app);
    const signin = await client.post('/api/auth/signin', { email: member.email, password: member.password });
    expect(signin.statusCode).toBe(429);
    expect(signin.json().code).toBe('TOO_MANY_REQUESTS');
    expect(signin.json().retryAfterSeconds).toBeGreaterThan(1790);
    // …but not another address, nor the rest of the API.
    expect(
      (await clientOf(t.app).post('/api/auth/signin', { email: member.email, password: member.password })).statusCode,
    ).toBe(200);
    expect((await client.get('/api/health')).statusCode).toBe(200);
  });

  it('keeps the lock of an account apart from the address block', async () => {
    // Ten wrong passwords from ten addresses: the account counts them all.
    const member = await createMember(t.app);
    for (let n = 1; n <= 10; n += 1) {
      const res = await clientOf(t.app).post('/api/auth/signin', { email: member.email, password: 'Wrong!Password1' });
      expect(res.json().failedCount).toBe(n);
    }
    const eleventh = await clientOf(t.app).post('/api/auth/signin', {
      email: member.email,
      password: 'Wrong!Password1',
    });
    expect(eleventh.statusCode).toBe(423);
  });
});
