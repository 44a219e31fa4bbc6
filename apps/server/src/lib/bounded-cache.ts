import { LRUCache } from 'lru-cache';
import { cacheLookups, registerCacheGauge } from './metrics';

export interface BoundedCacheOptions<T> {
  /** The cache's label in atrium_cache_* metrics. */
  name: string;
  maxEntries: number;
  maxBytes: number;
  /** Approximate memory a kept value holds (with its key), in bytes. */
  sizeOf: (value: T, key: string) => number;
  /** How long a value is kept; without it, until evicted or cleared. */
  ttlMs?: number;
  /** Whether this cache reports its own size (false when its owner reports a sum of several). */
  gauge?: boolean;
}

/**
 * Values computed once per key and kept in a least-recently-used cache (lru-cache) bounded in
 * entries and bytes, so no stream of distinct keys can grow it. Concurrent callers of a key share
 * one computation; a failure is not kept, nor is a value whose computation raced a clear().
 * Its size is reported at every scrape (atrium_cache_entries / atrium_cache_bytes), its lookups
 * counted by result (atrium_cache_lookups_total).
 */
export function createBoundedCache<T extends NonNullable<unknown>>(options: BoundedCacheOptions<T>) {
  const kept = new LRUCache<string, T>({
    max: options.maxEntries,
    maxSize: options.maxBytes,
    // A value larger than the whole budget is simply not kept.
    maxEntrySize: options.maxBytes,
    sizeCalculation: (value, key) => Math.max(1, Math.ceil(options.sizeOf(value, key))),
    ttl: options.ttlMs,
  });
  // Computations under way: as many as requests in flight, each dropped when it settles.
  const pending = new Map<string, Promise<T>>();
  let generation = 0;
  let hits = 0;
  let misses = 0;
  const count = (hit: boolean) => {
    if (hit) hits += 1;
    else misses += 1;
    cacheLookups.inc({ cache: options.name, result: hit ? 'hit' : 'miss' });
  };
  const size = () => ({ entries: kept.size, bytes: kept.calculatedSize });
  if (options.gauge !== false) registerCacheGauge(options.name, size);

  return {
    get(key: string, compute: () => Promise<T>): Promise<T> {
      const value = kept.get(key);
      if (value !== undefined) {
        count(true);
        return Promise.resolve(value);
      }
      const running = pending.get(key);
      count(running !== undefined);
      if (running) return running;
      const started = generation;
      const computed = compute();
      pending.set(key, computed);
      computed.then(
        (result) => {
          if (pending.get(key) === computed) pending.delete(key);
          if (started === generation) kept.set(key, result);
        },
        () => {
          if (pending.get(key) === computed) pending.delete(key);
        },
      );
      return computed;
    },
    /** Drops every value; computations under way are not kept when they finish. */
    clear(): void {
      generation += 1;
      kept.clear();
      pending.clear();
    },
    /** Lookups since start (a shared computation counts as a hit), and what is kept now. */
    stats: () => ({ hits, misses, ...size() }),
  };
}
