import type { FastifyBaseLogger } from 'fastify';

/**
 * Counters and flags with a lifetime, for address limits and cooldowns. In memory by default;
 * in Redis with REDIS_URL so every server process shares them. When Redis cannot be reached the
 * limiter falls back to this process's memory (logged) and returns to Redis once it answers.
 */
export interface Limiter {
  /** Adds one to a counter living `windowSeconds` from its first hit; returns the new count. */
  increment(key: string, windowSeconds: number): Promise<number>;
  /** Sets a flag for `seconds` unless it is already set; true when this call set it. */
  acquire(key: string, seconds: number): Promise<boolean>;
  /** Sets (or extends) a flag for `seconds`. */
  set(key: string, seconds: number): Promise<void>;
  /** Seconds left on a counter or flag; 0 when absent. */
  ttl(key: string): Promise<number>;
  /** Which store answered the last call (for tests and metrics). */
  mode(): 'memory' | 'redis';
  /** Resolves once the store answers, or after `timeoutMs` (then it starts degraded, in memory). */
  ready(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

export function createMemoryLimiter(now: () => number = Date.now) {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const e = entries.get(key);
    if (e && e.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return e;
  };
  const sweep = setInterval(() => {
    for (const key of entries.keys()) live(key);
  }, 60_000);
  sweep.unref();
  return {
    async increment(key: string, windowSeconds: number) {
      const e = live(key);
      if (e) return ++e.count;
      entries.set(key, { count: 1, expiresAt: now() + windowSeconds * 1000 });
      return 1;
    },
    async acquire(key: string, seconds: number) {
      if (live(key)) return false;
      entries.set(key, { count: 1, expiresAt: now() + seconds * 1000 });
      return true;
    },
    async set(key: string, seconds: number) {
      entries.set(key, { count: live(key)?.count ?? 1, expiresAt: now() + seconds * 1000 });
    },
    async ttl(key: string) {
      const e = live(key);
      return e ? Math.ceil((e.expiresAt - now()) / 1000) : 0;
    },
    mode: () => 'memory' as const,
    ready: async () => {},
    async close() {
      clearInterval(sweep);
    },
  };
}

const PREFIX = 'atrium:limit:';

export async function createRedisLimiter(url: string, log: FastifyBaseLogger): Promise<Limiter> {
  // ioredis loads only when REDIS_URL is set.
  const { Redis } = await import('ioredis');
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  redis.on('error', () => {}); // reported through the fallback below
  const memory = createMemoryLimiter();
  let degraded = false;

  async function attempt<T>(viaRedis: () => Promise<T>, viaMemory: () => Promise<T>): Promise<T> {
    if (redis.status === 'ready') {
      try {
        const result = await viaRedis();
        if (degraded) log.info('Redis answers again: address limits are shared again');
        degraded = false;
        return result;
      } catch (err) {
        if (!degraded) log.warn({ err }, 'Redis failed: address limits fall back to this process');
      }
    } else if (!degraded) {
      log.warn({ status: redis.status }, 'Redis unreachable: address limits fall back to this process');
    }
    degraded = true;
    return viaMemory();
  }

  return {
    increment: (key, windowSeconds) =>
      attempt(
        async () => {
          const k = PREFIX + key;
          const result = await redis.multi().incr(k).expire(k, windowSeconds, 'NX').exec();
          return Number(result?.[0]?.[1] ?? 0);
        },
        () => memory.increment(key, windowSeconds),
      ),
    acquire: (key, seconds) =>
      attempt(
        async () => (await redis.set(PREFIX + key, '1', 'EX', seconds, 'NX')) === 'OK',
        () => memory.acquire(key, seconds),
      ),
    set: (key, seconds) =>
      attempt(
        async () => {
          await redis.set(PREFIX + key, '1', 'EX', seconds);
        },
        () => memory.set(key, seconds),
      ),
    ttl: (key) =>
      attempt(
        async () => {
          const ms = await redis.pttl(PREFIX + key);
          return ms > 0 ? Math.ceil(ms / 1000) : 0;
        },
        () => memory.ttl(key),
      ),
    mode: () => (degraded || redis.status !== 'ready' ? 'memory' : 'redis'),
    ready: (timeoutMs = 3000) =>
      new Promise<void>((resolve) => {
        if (redis.status === 'ready') return resolve();
        const timer = setTimeout(resolve, timeoutMs);
        redis.once('ready', () => (clearTimeout(timer), resolve()));
      }),
    async close() {
      await memory.close();
      redis.disconnect();
    },
  };
}

export async function createLimiter(redisUrl: string | undefined, log: FastifyBaseLogger): Promise<Limiter> {
  return redisUrl ? createRedisLimiter(redisUrl, log) : createMemoryLimiter();
}
