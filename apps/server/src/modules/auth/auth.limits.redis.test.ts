import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { createTestApp, type TestApp } from '#server/test/app';
import { createMember } from '#server/test/members';
import { clientOf } from '#server/test/accounts';
import { hasRedisServer, startPrivateRedis, type PrivateRedis } from '#server/test/redis';

const REDIS_URL = 'redis://127.0.0.1:6379';

/**
 * Redis keeps its counts between runs, and both projects (PGlite and PostgreSQL) run this file
 * at once: every address here is random, and its keys are deleted afterwards.
 */
const used: string[] = [];
const randomIp = () => {
  const ip = `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  used.push(ip);
  return ip;
};

describe('address limits shared through Redis', () => {
  let a: TestApp;
  let b: TestApp;
  /** A server whose Redis is unreachable (a closed port): it starts degraded after waiting for it. */
  let down: TestApp;
  beforeAll(async () => {
    // Together, so the wait for the unreachable Redis overlaps the other starts.
    [a, b, down] = await Promise.all([
      createTestApp({ TRUST_PROXY: 'true', REDIS_URL }),
      createTestApp({ TRUST_PROXY: 'true', REDIS_URL }),
      createTestApp({ TRUST_PROXY: 'true', REDIS_URL: 'redis://127.0.0.1:6390' }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a.close(), b.close(), down.close()]);
    const redis = new Redis(REDIS_URL);
    const keys = (await Promise.all(used.map((ip) => redis.keys(`atrium:limit:*:${ip}`)))).flat();
    if (keys.length > 0) await redis.del(...keys);
    redis.disconnect();
  });

  it('uses Redis', () => {
    expect(a.app.limiter.mode()).toBe('redis');
    expect(b.app.limiter.mode()).toBe('redis');
  });

  it('blocks an address on both servers after 31 failures split between them', async () => {
    const ip = randomIp();
    const fail = (t: TestApp, i: number) =>
      clientOf(t.app, { ip }).post('/api/auth/signin', { email: `guess${i}@example.com`, password: 'Wrong!Pass1' });
    // Two at a time, one on each server (an address has at most two password checks in flight).
    const replies = [];
    for (let i = 0; i < 15; i += 1) replies.push(...(await Promise.all([fail(a, i), fail(b, 100 + i)])));
    replies.push(await fail(a, 15));
    expect(replies.map((r) => r.json().code)).toEqual(Array(31).fill('BAD_CREDENTIALS'));

    for (const t of [a, b]) {
      const member = await createMember(t.app);
      const res = await clientOf(t.app, { ip }).post('/api/auth/signin', {
        email: member.email,
        password: member.password,
      });
      expect(res.statusCode).toBe(429);
      expect(res.json().code).toBe('LOGIN_BLOCKED');
      expect(res.json().retryAfterSeconds).toBeGreaterThan(86_000);
      // Another address is not touched.
      const elsewhere = await clientOf(t.app, { ip: randomIp() }).post('/api/auth/signin', {
        email: member.email,
        password: member.password,
      });
      expect(elsewhere.statusCode).toBe(200);
    }
  });

  it('restricts an address on both servers after 61 requests a minute split between them', async () => {
    const ip = randomIp();
    const body = { refreshToken: 'an-unknown-refresh-token-of-some-length' };
    for (let i = 0; i < 30; i += 1) {
      expect((await clientOf(a.app, { ip }).post('/api/auth/signout', body)).statusCode).toBe(204);
      expect((await clientOf(b.app, { ip }).post('/api/auth/signout', body)).statusCode).toBe(204);
    }
    const over = await clientOf(a.app, { ip }).post('/api/auth/signout', body);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 1800 });
    const onB = await clientOf(b.app, { ip }).post('/api/auth/signout', body);
    expect(onB.statusCode).toBe(429);
    expect(onB.json().code).toBe('TOO_MANY_REQUESTS');
  });

  it('keeps serving with Redis unreachable, the address limits kept in this process', async () => {
    const member = await createMember(down.app);
    const ok = await clientOf(down.app).post('/api/auth/signin', { email: member.email, password: member.password });
    expect(ok.statusCode).toBe(200);
    expect(down.app.limiter.mode()).toBe('memory');

    const attacker = clientOf(down.app);
    for (let i = 0; i < 31; i += 1) {
      await attacker.post('/api/auth/signin', { email: `guess${i}@example.com`, password: 'Wrong!Pass1' });
    }
    const blocked = await attacker.post('/api/auth/signin', { email: member.email, password: member.password });
    expect(blocked.json().code).toBe('LOGIN_BLOCKED');

    const busy = clientOf(down.app);
    const body = { refreshToken: 'an-unknown-refresh-token-of-some-length' };
    for (let i = 0; i < 60; i += 1) await busy.post('/api/auth/signout', body);
    const over = await busy.post('/api/auth/signout', body);
    expect(over.statusCode).toBe(429);
    expect(over.json().code).toBe('TOO_MANY_REQUESTS');
  });
});

describe.skipIf(!hasRedisServer)('address limits with Redis stopped during a run', () => {
  let redis: PrivateRedis;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // A Redis of this test's own: the shared one on 6379 is never stopped.
    redis = await startPrivateRedis();
    [a, b] = await Promise.all([
      createTestApp({ TRUST_PROXY: 'true', REDIS_URL: redis.url }),
      createTestApp({ TRUST_PROXY: 'true', REDIS_URL: redis.url }),
    ]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await redis?.close();
  });

  it('holds every address limit per process, with the same replies, once Redis is gone', async () => {
    const body = { refreshToken: 'an-unknown-refresh-token-of-some-length' };
    const ip = randomIp();
    // Shared while Redis runs: 20 on each server.
    for (let i = 0; i < 20; i += 1) {
      expect((await clientOf(a.app, { ip }).post('/api/auth/signout', body)).statusCode).toBe(204);
      expect((await clientOf(b.app, { ip }).post('/api/auth/signout', body)).statusCode).toBe(204);
    }
    expect(a.app.limiter.mode()).toBe('redis');

    await redis.stop();
    // Each server now counts alone from zero: 60 more pass on A, the 61st is restricted for 30 minutes.
    for (let i = 0; i < 60; i += 1) {
      expect((await clientOf(a.app, { ip }).post('/api/auth/signout', body)).statusCode).toBe(204);
    }
    const over = await clientOf(a.app, { ip }).post('/api/auth/signout', body);
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBe('1800');
    expect(over.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: 1800 });
    expect(a.app.limiter.mode()).toBe('memory');
    // B has its own count: the address is not restricted there.
    expect((await clientOf(b.app, { ip }).post('/api/auth/signout', body)).statusCode).toBe(204);

    // 31 failed sign-ins on B block the address on B for 24 hours; A still lets it sign in.
    const member = await createMember(b.app);
    const attacker = randomIp();
    for (let i = 0; i < 31; i += 1) {
      const res = await clientOf(b.app, { ip: attacker }).post('/api/auth/signin', {
        email: `guess${i}@example.com`,
        password: 'Wrong!Pass1',
      });
      expect(res.json().code).toBe('BAD_CREDENTIALS');
    }
    const blocked = await clientOf(b.app, { ip: attacker }).post('/api/auth/signin', {
      email: member.email,
      password: member.password,
    });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('LOGIN_BLOCKED');
    expect(blocked.json().retryAfterSeconds).toBeGreaterThan(86_000);
    const other = await createMember(a.app);
    const onA = await clientOf(a.app, { ip: attacker }).post('/api/auth/signin', {
      email: other.email,
      password: other.password,
    });
    expect(onA.statusCode).toBe(200);

    // The e-mail cooldown too: a second code within 30 s is refused.
    const email = `cooldown-${randomInt(1e9)}@example.com`;
    const first = await clientOf(a.app).post('/api/auth/email/code', { email, purpose: 'signup' });
    expect(first.statusCode).toBe(204);
    const second = await clientOf(a.app).post('/api/auth/email/code', { email, purpose: 'signup' });
    expect(second.statusCode).toBe(429);
    expect(second.json().code).toBe('EMAIL_CODE_COOLDOWN');
  });
});
