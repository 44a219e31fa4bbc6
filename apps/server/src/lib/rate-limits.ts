import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible';
import { rateLimited } from './metrics';

/** `points` hits per `seconds` (a window opened by the first hit); past them, refused for `blockSeconds` if set. */
export interface LimitRule {
  points: number;
  seconds: number;
  blockSeconds?: number;
}

export interface Limit {
  /** Counts one hit; 0 while within the limit, else the seconds to wait (at least 1). */
  take(key: string): Promise<number>;
  /** Seconds this key is still refused (past its points, or blocked); 0 when it may go on. Counts nothing. */
  refusedFor(key: string): Promise<number>;
}

export interface RateLimits {
  /** The limit called `name` (its keys are atrium:limit:<name>:<key>). */
  define(name: string, rule: LimitRule): Limit;
  /** Where the counts live now: Redis (shared by every process) or this process's memory. */
  mode(): 'memory' | 'redis';
  /** Resolves once Redis answers, or after `timeoutMs` (then the limits start in memory). */
  ready(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const PREFIX = 'atrium:limit:';
const secondsOf = (res: RateLimiterRes) => Math.max(Math.ceil(res.msBeforeNext / 1000), 1);
const isRefusal = (err: unknown): err is RateLimiterRes =>
  typeof err === 'object' && err !== null && 'msBeforeNext' in err && 'consumedPoints' in err;

function limitOf(name: string, rule: LimitRule, limiter: RateLimiterAbstract): Limit {
  return {
    async take(key) {
      try {
        await limiter.consume(key);
        return 0;
      } catch (err) {
        if (!isRefusal(err)) throw err;
        rateLimited.inc({ limit: name });
        return secondsOf(err);
      }
    },
    async refusedFor(key) {
      const res = await limiter.get(key);
      return res && res.consumedPoints > rule.points ? secondsOf(res) : 0;
    },
  };
}

const memoryLimiter = (name: string, rule: LimitRule) =>
  new RateLimiterMemory({
    keyPrefix: PREFIX + name,
    points: rule.points,
    duration: rule.seconds,
    blockDuration: rule.blockSeconds ?? 0,
  });

/** Limits counted in this process only (no REDIS_URL). */
export function createMemoryRateLimits(): RateLimits {
  const defined = new Map<string, Limit>();
  return {
    define(name, rule) {
      let limit = defined.get(name);
      if (!limit) defined.set(name, (limit = limitOf(name, rule, memoryLimiter(name, rule))));
      return limit;
    },
    mode: () => 'memory',
    ready: async () => {},
    close: async () => {},
  };
}

/**
 * Limits counted in Redis, so every server process shares them. While Redis cannot be reached
 * each limit falls back to an in-memory twin with the same rule in this process (logged once per
 * outage, and atrium_shared_state shows it); counting goes back to Redis once it answers again.
 */
export async function createRedisRateLimits(url: string, log: FastifyBaseLogger): Promise<RateLimits> {
  // ioredis loads only when REDIS_URL is set.
  const { Redis } = await import('ioredis');
  const redis: Redis = new Redis(url, {
    // A command never waits for a connection: the in-memory twin answers at once instead.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    commandTimeout: 1000,
    retryStrategy: (times) => Math.min(times * 200, 2000),
  });
  let outage = false;
  let closing = false;
  const lost = (err?: unknown) => {
    if (outage || closing) return;
    outage = true;
    log.warn({ err }, 'Redis unreachable: address limits fall back to this process');
  };
  redis.on('error', (err) => lost(err));
  redis.on('close', () => lost());
  redis.on('ready', () => {
    if (outage) log.info('Redis answers again: address limits are shared again');
    outage = false;
  });

  const defined = new Map<string, Limit>();
  return {
    define(name, rule) {
      let limit = defined.get(name);
      if (!limit) {
        const limiter = new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: PREFIX + name,
          points: rule.points,
          duration: rule.seconds,
          blockDuration: rule.blockSeconds ?? 0,
          rejectIfRedisNotReady: true,
          insuranceLimiter: memoryLimiter(name, rule),
        });
        defined.set(name, (limit = limitOf(name, rule, limiter)));
      }
      return limit;
    },
    mode: () => (redis.status === 'ready' ? 'redis' : 'memory'),
    ready: (timeoutMs = 3000) =>
      new Promise<void>((resolve) => {
        if (redis.status === 'ready') return resolve();
        const timer = setTimeout(resolve, timeoutMs);
        redis.once('ready', () => (clearTimeout(timer), resolve()));
      }),
    async close() {
      closing = true;
      redis.disconnect();
    },
  };
}

export async function createRateLimits(redisUrl: string | undefined, log: FastifyBaseLogger): Promise<RateLimits> {
  return redisUrl ? createRedisRateLimits(redisUrl, log) : createMemoryRateLimits();
}
