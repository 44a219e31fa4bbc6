import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { Gauge } from 'prom-client';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { RateLimits } from '../lib/rate-limits';
import type { Bus } from '../lib/bus';
import { appError } from '../lib/app-error';
import { collectProcessMetrics, httpDuration, registerCacheGauge, registry, signinAttempts } from '../lib/metrics';
import { countLockedAccounts } from './metrics.repository';

const METRICS_PATH = '/api/metrics';
const SIGNIN_OUTCOMES: Record<number, string> = {
  200: 'success',
  401: 'bad_credentials',
  423: 'account_locked',
  429: 'address_blocked',
};

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

interface Sources {
  database: Database;
  limiter: RateLimits;
  bus: Bus;
  redis: boolean;
  /** This scrape's count of locked accounts; undefined when the database did not answer. */
  scrape?: Promise<number | undefined>;
}
/** The app whose database, limits and bus the gauges read (one per process outside tests). */
let current: Sources | undefined;

// Gauges read at scrape time from the current app.
new Gauge({
  name: 'atrium_database_up',
  help: 'Whether the database answered this scrape',
  registers: [registry],
  async collect() {
    if (current?.scrape) this.set((await current.scrape) === undefined ? 0 : 1);
  },
});
new Gauge({
  name: 'atrium_accounts_locked',
  help: 'Accounts locked after too many wrong passwords',
  registers: [registry],
  async collect() {
    const n = await current?.scrape;
    if (n !== undefined) this.set(n);
  },
});
new Gauge({
  name: 'atrium_db_pool_connections',
  help: 'PostgreSQL pool connections by state (total, idle, max)',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    this.reset();
    const pool = current?.database.poolStats?.();
    if (!pool) return;
    this.set({ state: 'total' }, pool.total);
    this.set({ state: 'idle' }, pool.idle);
    this.set({ state: 'max' }, pool.max);
  },
});
new Gauge({
  name: 'atrium_db_pool_waiting',
  help: 'Queries waiting for a free database connection',
  registers: [registry],
  collect() {
    this.reset();
    const pool = current?.database.poolStats?.();
    if (pool) this.set(pool.waiting);
  },
});
new Gauge({
  name: 'atrium_shared_state',
  help: 'Whether limits and cache invalidations are shared through Redis (1) or per process (0)',
  labelNames: ['part'] as const,
  registers: [registry],
  collect() {
    if (!current) return;
    this.set({ part: 'limits' }, current.limiter.mode() === 'redis' ? 1 : 0);
    this.set({ part: 'invalidations' }, current.bus.mode() === 'redis' ? 1 : 0);
  },
});
new Gauge({
  name: 'atrium_peer_mode',
  help: 'How changes reach the other instances: 1 for the mode now (redis; polling the database while Redis is unreachable; none without REDIS_URL)',
  labelNames: ['mode'] as const,
  registers: [registry],
  collect() {
    if (!current) return;
    const now = current.bus.peers();
    for (const mode of ['none', 'redis', 'polling'] as const) this.set({ mode }, mode === now ? 1 : 0);
  },
});
new Gauge({
  name: 'atrium_redis_up',
  help: 'Whether the Redis connection of the rate limits is up (only with REDIS_URL)',
  labelNames: ['client'] as const,
  registers: [registry],
  collect() {
    this.reset();
    if (current?.redis) this.set({ client: 'limits' }, current.limiter.mode() === 'redis' ? 1 : 0);
  },
});

/**
 * GET /api/metrics in the Prometheus text format (prom-client), for the bearer of METRICS_TOKEN
 * (404 while it is unset): Node's process metrics, request latencies by route pattern, sign-in
 * outcomes and locks, mails, caches, database pool and Redis state. Each process reports its
 * own; Prometheus scrapes each.
 */
export const metricsPlugin = fp<{ config: Config; database: Database; limiter: RateLimits; bus: Bus }>(
  async (app, { config, database, limiter, bus }) => {
    const sources: Sources = { database, limiter, bus, redis: Boolean(config.redisUrl) };
    current = sources;
    app.addHook('onClose', async () => {
      if (current === sources) current = undefined;
    });
    if (config.metricsToken) collectProcessMetrics();

    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern, never the raw URL: a bounded set of series.
      const route = request.routeOptions.url ?? 'unmatched';
      if (route === METRICS_PATH) return;
      const status = String(reply.statusCode);
      httpDuration.observe({ method: request.method, route, status }, reply.elapsedTime / 1000);
      if (route === '/api/auth/signin' && request.method === 'POST') {
        signinAttempts.inc({ outcome: SIGNIN_OUTCOMES[reply.statusCode] ?? 'other' });
      }
    });

    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      const token = config.metricsToken;
      if (!token) throw appError('NOT_FOUND');
      const [scheme, given] = (request.headers.authorization ?? '').split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !given || !sameToken(given, token)) {
        throw appError('AUTH_REQUIRED');
      }
      // This app's sources and caches, even when a test runs several apps in one process.
      current = sources;
      if (app.hasDecorator('contentCache')) registerCacheGauge('content', () => app.contentCache.stats());
      if (app.hasDecorator('compressionMemo')) registerCacheGauge('compressed', () => app.compressionMemo.stats());
      if (app.hasDecorator('pageCache')) registerCacheGauge('pages', () => app.pageCache.stats());
      sources.scrape = countLockedAccounts(database.db).catch(() => undefined);
      const text = await registry.metrics();
      return reply.header('cache-control', 'no-store').type(registry.contentType).send(text);
    });
  },
);
