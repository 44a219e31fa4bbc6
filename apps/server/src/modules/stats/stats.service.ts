import type { TimeRange } from '@atrium/shared/api/admin';
import { STATIC_QUERY_STALE_MS } from '@atrium/shared/limits';
import type { Db } from '#server/db/client';
import { createBoundedCache } from '#server/lib/bounded-cache';
import { createStatsRepository } from './stats.repository';
import { bucketStarts, localToday, RANGE } from './stats.buckets';

/** Registrations over time, members per country and page views; each cached 30 minutes. */
export function createStats(db: Db, timezone: string, now: () => Date = () => new Date()) {
  const repo = createStatsRepository(db, timezone);
  // Keys are a range or a day count: a few dozen at most; the bound is a safety net.
  const cache = createBoundedCache<object>({
    name: 'stats',
    maxEntries: 200,
    maxBytes: 8 * 1024 * 1024,
    ttlMs: STATIC_QUERY_STALE_MS,
    sizeOf: (value, key) => (JSON.stringify(value).length + key.length) * 2,
  });

  async function registrations(range: TimeRange) {
    const starts = bucketStarts(range, localToday(timezone, now()));
    const rows = await repo.registrationsByBucket(RANGE[range].unit, starts[0]);
    const byStart = new Map(rows.map((r) => [r.start, r.n]));
    return { timeRange: range, timezone, buckets: starts.map((start) => ({ start, count: byStart.get(start) ?? 0 })) };
  }

  async function countries() {
    const [rows, deleted] = await Promise.all([repo.membersByRegion(), repo.deletedMembers()]);
    // Deleted members stay counted (their tombstone keeps the region) and are shown as such.
    return {
      countries: rows.map((r) => ({ region: r.region, count: r.n })),
      total: rows.reduce((s, r) => s + r.n, 0),
      deleted,
    };
  }

  async function views(days: number) {
    const [pages, languages] = await Promise.all([repo.viewsByPage(days), repo.viewsByLanguage(days)]);
    return { days, total: languages.reduce((s, l) => s + l.views, 0), pages, languages };
  }

  return {
    registrations: (range: TimeRange) =>
      cache.get(`register:${range}`, () => registrations(range)) as ReturnType<typeof registrations>,
    countries: () => cache.get('countries', countries) as ReturnType<typeof countries>,
    views: (days: number) => cache.get(`views:${days}`, () => views(days)) as ReturnType<typeof views>,
    clear: cache.clear,
  };
}
export type Stats = ReturnType<typeof createStats>;
