import { count, desc, gte, isNotNull, sql } from 'drizzle-orm';
import type { TimeRange } from '@atrium/shared/api/admin';
import { STATIC_QUERY_STALE_MS } from '@atrium/shared/limits';
import type { Db } from '../../db/client';
import { createBoundedCache } from '../../lib/bounded-cache';
import { users } from '../users/users.table';
import { pageViews } from '../analytics/analytics.table';
import { bucketStarts, localToday, RANGE } from './stats.buckets';

/** Registrations over time, members per country and page views; each cached 30 minutes. */
export function createStats(db: Db, timezone: string, now: () => Date = () => new Date()) {
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
    const unit = RANGE[range].unit;
    const local = sql`(${users.createdAt} at time zone ${timezone})`;
    const bucket = sql<string>`to_char(date_trunc(${unit}, ${local}), 'YYYY-MM-DD')`;
    const rows = await db
      .select({ start: bucket, n: count() })
      .from(users)
      .where(gte(local, sql`${starts[0]}::timestamp`))
      .groupBy(sql`1`);
    const byStart = new Map(rows.map((r) => [r.start, r.n]));
    return { timeRange: range, timezone, buckets: starts.map((start) => ({ start, count: byStart.get(start) ?? 0 })) };
  }

  async function countries() {
    const region = sql<string>`coalesce(${users.phoneRegion}, 'ZZ')`;
    const [rows, [deleted]] = await Promise.all([
      db.select({ region, n: count() }).from(users).groupBy(region).orderBy(desc(count()), region),
      db.select({ n: count() }).from(users).where(isNotNull(users.deletedAt)),
    ]);
    // Deleted members stay counted (their tombstone keeps the region) and are shown as such.
    return {
      countries: rows.map((r) => ({ region: r.region, count: r.n })),
      total: rows.reduce((s, r) => s + r.n, 0),
      deleted: deleted?.n ?? 0,
    };
  }

  async function views(days: number) {
    const since = sql`now() - make_interval(days => ${days})`;
    const [pages, languages] = await Promise.all([
      db
        .select({ path: pageViews.path, lang: pageViews.lang, views: count() })
        .from(pageViews)
        .where(gte(pageViews.createdAt, since))
        .groupBy(pageViews.path, pageViews.lang)
        .orderBy(desc(count()), pageViews.path)
        .limit(50),
      db
        .select({ lang: pageViews.lang, views: count() })
        .from(pageViews)
        .where(gte(pageViews.createdAt, since))
        .groupBy(pageViews.lang)
        .orderBy(desc(count())),
    ]);
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
