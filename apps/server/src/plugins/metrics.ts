import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Limiter } from '../lib/limiter';
import type { Bus } from '../lib/bus';
import { appError } from '../lib/app-error';
import { createCounter, createHistogram, gauge } from '../lib/metrics-registry';

export const METRICS_PATH = '/api/metrics';
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;
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

/**
 * GET /api/metrics in the Prometheus text format, for the bearer of METRICS_TOKEN (404 while it
 * is unset): requests and latencies by route pattern, database pool, content-cache hit ratio,
 * sign-in outcomes and locked accounts. Each process reports its own; Prometheus scrapes each.
 */
export const metricsPlugin = fp<{ config: Config; database: Database; limiter: Limiter; bus: Bus }>(
  async (app, { config, database, limiter, bus }) => {
    const requests = createCounter('atrium_http_requests_total', 'HTTP requests answered, by route pattern and status');
    const latency = createHistogram(
      'atrium_http_request_duration_seconds',
      'Time to answer an HTTP request, by route pattern',
      BUCKETS,
    );
    const signins = createCounter('atrium_signin_attempts_total', 'Sign-in attempts by outcome');

    app.addHook('onResponse', async (request, reply) => {
      // The route's pattern, never the raw URL: a bounded set of series.
      const route = request.routeOptions.url ?? 'unmatched';
      if (route === METRICS_PATH) return;
      const status = String(reply.statusCode);
      requests.inc({ method: request.method, route, status });
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      if (route === '/api/auth/signin' && request.method === 'POST') {
        signins.inc({ outcome: SIGNIN_OUTCOMES[reply.statusCode] ?? 'other' });
      }
    });

    app.get(METRICS_PATH, { schema: { hide: true } }, async (request, reply) => {
      const token = config.metricsToken;
      if (!token) throw appError('NOT_FOUND');
      const [scheme, given] = (request.headers.authorization ?? '').split(' ');
      if (scheme?.toLowerCase() !== 'bearer' || !given || !sameToken(given, token)) {
        throw appError('AUTH_REQUIRED');
      }
      const parts = [requests.render(), latency.render(), signins.render()];

      let locked = -1;
      try {
        const rows = (await database.db.execute(
          sql`select count(*)::int as n from users where locked_at is not null`,
        )) as unknown as { rows?: Array<{ n: number }> } | Array<{ n: number }>;
        const list = Array.isArray(rows) ? rows : (rows.rows ?? []);
        locked = Number(list[0]?.n ?? 0);
        parts.push(gauge('atrium_database_up', 'Whether the database answered this scrape', [[{}, 1]]));
      } catch {
        parts.push(gauge('atrium_database_up', 'Whether the database answered this scrape', [[{}, 0]]));
      }
      if (locked >= 0)
        parts.push(gauge('atrium_accounts_locked', 'Accounts locked after too many wrong passwords', [[{}, locked]]));

      const pool = database.poolStats?.();
      if (pool) {
        parts.push(
          gauge('atrium_db_pool_connections', 'Database pool connections by state', [
            [{ state: 'total' }, pool.total],
            [{ state: 'idle' }, pool.idle],
            [{ state: 'max' }, pool.max],
          ]),
          gauge('atrium_db_pool_waiting', 'Queries waiting for a free database connection', [[{}, pool.waiting]]),
        );
      }

      if (app.hasDecorator('contentCache')) {
        const { hits, misses, entries } = app.contentCache.stats();
        parts.push(
          gauge('atrium_content_cache_lookups', 'Content-cache lookups since start, by result', [
            [{ result: 'hit' }, hits],
            [{ result: 'miss' }, misses],
          ]),
          gauge('atrium_content_cache_hit_ratio', 'Share of content-cache lookups answered from memory', [
            [{}, hits + misses ? hits / (hits + misses) : 0],
          ]),
          gauge('atrium_content_cache_entries', 'Replies held in the content cache', [[{}, entries]]),
        );
      }

      if (app.hasDecorator('compressionMemo')) {
        const memo = app.compressionMemo.stats();
        parts.push(
          gauge('atrium_compressed_replies', 'Compressed public replies since start, by memo result', [
            [{ result: 'hit' }, memo.hits],
            [{ result: 'miss' }, memo.misses],
          ]),
          gauge('atrium_compressed_memo_bytes', 'Memory held by compressed copies of public replies', [
            [{}, memo.bytes],
          ]),
        );
      }
      parts.push(
        gauge(
          'atrium_shared_state',
          'Whether limits and cache invalidations are shared through Redis (1) or per process (0)',
          [
            [{ part: 'limits' }, limiter.mode() === 'redis' ? 1 : 0],
            [{ part: 'invalidations' }, bus.mode() === 'redis' ? 1 : 0],
          ],
        ),
      );
      const memory = process.memoryUsage();
      parts.push(
        gauge('process_resident_memory_bytes', 'Resident memory size in bytes', [[{}, memory.rss]]),
        gauge('nodejs_heap_used_bytes', 'V8 heap in use in bytes', [[{}, memory.heapUsed]]),
        gauge('process_uptime_seconds', 'Seconds since the process started', [[{}, Math.round(process.uptime())]]),
      );
      return reply
        .header('cache-control', 'no-store')
        .type('text/plain; version=0.0.4; charset=utf-8')
        .send(`${parts.join('\n')}\n`);
    });
  },
);
