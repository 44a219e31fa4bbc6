import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's Prometheus metrics (prom-client). One registry per process: process metrics are
 * per process anyway, and counters can be bumped from anywhere (a lock, a mail, a publish)
 * without threading an object through every module. Each instance is scraped on its own.
 */
export const registry = new Registry();

let defaultsOn = false;
/** Node's process metrics (CPU, memory, heap, event-loop lag, GC…); started once, when metrics are served. */
export function collectProcessMetrics(): void {
  if (defaultsOn) return;
  defaultsOn = true;
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
}

export const httpDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time to answer an HTTP request, by route pattern (never the raw URL), method and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const signinAttempts = new Counter({
  name: 'atrium_signin_attempts_total',
  help: 'Sign-in attempts by outcome',
  labelNames: ['outcome'] as const,
  registers: [registry],
});

export const accountLocks = new Counter({
  name: 'atrium_account_locks_total',
  help: 'Accounts locked after too many wrong passwords',
  registers: [registry],
});

export const rateLimited = new Counter({
  name: 'atrium_rate_limited_total',
  help: 'Requests refused by an address or member limit, by limit',
  labelNames: ['limit'] as const,
  registers: [registry],
});

export const emails = new Counter({
  name: 'atrium_emails_total',
  help: 'E-mails handed to the mail transport, by result (sent or failed)',
  labelNames: ['result'] as const,
  registers: [registry],
});

export const cacheLookups = new Counter({
  name: 'atrium_cache_lookups_total',
  help: 'In-process cache lookups, by cache and result (hit or miss)',
  labelNames: ['cache', 'result'] as const,
  registers: [registry],
});

export const peerPolls = new Counter({
  name: 'atrium_peer_polls_total',
  help: 'Reads of the change counts while Redis is unreachable, by result (unchanged, changed: a change made elsewhere applied here; failed)',
  labelNames: ['result'] as const,
  registers: [registry],
});

export const publishes = new Counter({
  name: 'atrium_publishes_total',
  help: 'Content items published, by content type',
  labelNames: ['type'] as const,
  registers: [registry],
});

export const uploads = new Counter({
  name: 'atrium_uploads_total',
  help: 'Images uploaded to the media library',
  registers: [registry],
});

export const renditions = new Counter({
  name: 'atrium_renditions_total',
  help: 'Image renditions made (resized and encoded) and stored',
  registers: [registry],
});

export interface CacheSize {
  entries: number;
  bytes: number;
}

const caches = new Map<string, () => CacheSize>();

/**
 * Reports a cache's size at every scrape as atrium_cache_entries{cache} and atrium_cache_bytes{cache}.
 * A later registration under the same name replaces the earlier one (tests build several apps in
 * one process); the returned function removes it.
 */
export function registerCacheGauge(name: string, read: () => CacheSize): () => void {
  caches.set(name, read);
  return () => {
    if (caches.get(name) === read) caches.delete(name);
  };
}

new Gauge({
  name: 'atrium_cache_entries',
  help: 'Entries held by an in-process cache',
  labelNames: ['cache'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const [cache, read] of caches) this.set({ cache }, read().entries);
  },
});

new Gauge({
  name: 'atrium_cache_bytes',
  help: 'Approximate memory held by an in-process cache, in bytes',
  labelNames: ['cache'] as const,
  registers: [registry],
  collect() {
    this.reset();
    for (const [cache, read] of caches) this.set({ cache }, read().bytes);
  },
});

export const orphansRemoved = new Counter({
  name: 'atrium_orphan_files_removed_total',
  help: 'Stored files no row names (older than an hour), removed by the hourly sweep',
  registers: [registry],
});
