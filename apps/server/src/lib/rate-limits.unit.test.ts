import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { createMemoryRateLimits, createRedisRateLimits, type LimitRule, type RateLimits } from './rate-limits';
import { registry } from './metrics';
import { hasRedisServer, startPrivateRedis, type PrivateRedis } from '../test/redis';

const logger = () => {
  const log = { warn: vi.fn(), info: vi.fn(), error: vi.fn(), debug: vi.fn() };
  return log as typeof log & FastifyBaseLogger;
};
/** A limit name of its own per test: Redis keeps counts between runs. */
const fresh = () => `test-${randomUUID()}`;
const REQUESTS: LimitRule = { points: 60, seconds: 60, blockSeconds: 30 * 60 };
const COOLDOWN: LimitRule = { points: 1, seconds: 30 };

/** The behaviour docs/spec/decisions.md §5 relies on, for any store. */
function behavesLikeTheLimits(limits: () => RateLimits) {
  it('lets 60 hits through, refuses the 61st for the whole 30-minute block, and keeps refusing', async () => {
    const limit = limits().define(fresh(), REQUESTS);
    for (let i = 0; i < 60; i++) expect(await limit.take('10.0.0.1')).toBe(0);
    expect(await limit.take('10.0.0.1')).toBe(1800);
    const again = await limit.take('10.0.0.1');
    expect(again).toBeGreaterThan(1790);
    expect(again).toBeLessThanOrEqual(1800);
    expect(await limit.refusedFor('10.0.0.1')).toBeGreaterThan(1790);
    // Another key is not touched.
    expect(await limit.take('10.0.0.2')).toBe(0);
    expect(await limit.refusedFor('10.0.0.2')).toBe(0);
  });

  it('answers a cooldown with the seconds left of it, at least one', async () => {
    const limit = limits().define(fresh(), COOLDOWN);
    expect(await limit.take('a@example.com')).toBe(0);
    const wait = await limit.take('a@example.com');
    expect(wait).toBeGreaterThanOrEqual(29);
    expect(wait).toBeLessThanOrEqual(30);
  });

  it('counts nothing when only asked (refusedFor)', async () => {
    const limit = limits().define(fresh(), { points: 1, seconds: 60, blockSeconds: 600 });
    for (let i = 0; i < 5; i++) expect(await limit.refusedFor('k')).toBe(0);
    expect(await limit.take('k')).toBe(0);
    expect(await limit.refusedFor('k')).toBe(0);
    expect(await limit.take('k')).toBe(600);
    expect(await limit.refusedFor('k')).toBe(600);
  });

  it('is exact under concurrent hits', async () => {
    const limit = limits().define(fresh(), { points: 30, seconds: 60 });
    const waits = await Promise.all(Array.from({ length: 50 }, () => limit.take('10.0.0.9')));
    expect(waits.filter((w) => w === 0)).toHaveLength(30);
  });

  it('counts refusals by limit in atrium_rate_limited_total', async () => {
    const name = fresh();
    const limit = limits().define(name, COOLDOWN);
    await limit.take('x');
    await limit.take('x');
    await limit.take('x');
    expect(await registry.getSingleMetricAsString('atrium_rate_limited_total')).toContain(
      `atrium_rate_limited_total{limit="${name}"} 2`,
    );
  });
}

describe('rate limits in memory', () => {
  const limits = createMemoryRateLimits();
  behavesLikeTheLimits(() => limits);
  it('says so', () => expect(limits.mode()).toBe('memory'));
});

describe.skipIf(!hasRedisServer)('rate limits in Redis', () => {
  let redis: PrivateRedis;
  let a: RateLimits;
  let b: RateLimits;
  const logA = logger();
  beforeAll(async () => {
    redis = await startPrivateRedis();
    a = await createRedisRateLimits(redis.url, logA);
    b = await createRedisRateLimits(redis.url, logger());
    await Promise.all([a.ready(), b.ready()]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await redis?.close();
  });

  behavesLikeTheLimits(() => a);

  it('shares counts between processes (two clients, one Redis)', async () => {
    expect([a.mode(), b.mode()]).toEqual(['redis', 'redis']);
    const name = fresh();
    const onA = a.define(name, REQUESTS);
    const onB = b.define(name, REQUESTS);
    for (let i = 0; i < 30; i++) {
      expect(await onA.take('10.1.1.1')).toBe(0);
      expect(await onB.take('10.1.1.1')).toBe(0);
    }
    expect(await onA.take('10.1.1.1')).toBe(1800);
    expect(await onB.refusedFor('10.1.1.1')).toBeGreaterThan(1790);
  });

  it('with Redis stopped mid-run, still holds every limit per process, says so once, and shares again once it is back', async () => {
    const name = fresh();
    const onA = a.define(name, REQUESTS);
    const onB = b.define(name, REQUESTS);
    for (let i = 0; i < 10; i++) expect(await onA.take('10.2.2.2')).toBe(0);
    logA.warn.mockClear();

    await redis.stop();
    await vi.waitFor(() => expect(a.mode()).toBe('memory'));
    // Each process now counts on its own, from zero: 60 pass on each, the 61st is refused with
    // the same reply as before (the whole block), on A without touching B and the other way round.
    for (let i = 0; i < 60; i++) expect(await onA.take('10.2.2.2')).toBe(0);
    expect(await onA.take('10.2.2.2')).toBe(1800);
    expect(await onA.refusedFor('10.2.2.2')).toBeGreaterThan(1790);
    expect(await onB.refusedFor('10.2.2.2')).toBe(0);
    for (let i = 0; i < 60; i++) expect(await onB.take('10.2.2.2')).toBe(0);
    expect(await onB.take('10.2.2.2')).toBe(1800);
    const cooldown = a.define(fresh(), COOLDOWN);
    expect(await cooldown.take('c@example.com')).toBe(0);
    expect(await cooldown.take('c@example.com')).toBeGreaterThanOrEqual(29);
    // Logged once for the outage, however many calls fell back.
    expect(logA.warn).toHaveBeenCalledTimes(1);

    await redis.start();
    await vi.waitFor(() => expect([a.mode(), b.mode()]).toEqual(['redis', 'redis']), { timeout: 10_000 });
    expect(logA.info).toHaveBeenCalledWith('Redis answers again: address limits are shared again');
    // Counting is shared again: 30 on each, and the 61st is refused on either.
    const again = fresh();
    for (let i = 0; i < 30; i++) {
      expect(await a.define(again, REQUESTS).take('10.3.3.3')).toBe(0);
      expect(await b.define(again, REQUESTS).take('10.3.3.3')).toBe(0);
    }
    expect(await a.define(again, REQUESTS).take('10.3.3.3')).toBe(1800);
  });
});

describe('rate limits with Redis unreachable from the start', () => {
  it('start in memory after the wait, log it once, and hold', async () => {
    const log = logger();
    const limits = await createRedisRateLimits('redis://127.0.0.1:6391', log);
    try {
      await limits.ready(500);
      expect(limits.mode()).toBe('memory');
      const limit = limits.define(fresh(), REQUESTS);
      for (let i = 0; i < 60; i++) expect(await limit.take('10.4.4.4')).toBe(0);
      expect(await limit.take('10.4.4.4')).toBe(1800);
      expect(log.warn).toHaveBeenCalledTimes(1);
    } finally {
      await limits.close();
    }
  });
});
