import { count, desc, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { users } from '../users/users.table';
import { pageViews } from '../analytics/analytics.table';

/** The statistics' queries: members by sign-up time and region, page views by page and language. */
export function createStatsRepository(db: Db, timezone: string) {
  const viewedSince = (days: number) => gte(pageViews.createdAt, sql`now() - make_interval(days => ${days})`);

  return {
    /** Sign-ups per bucket (its local start date, yyyy-MM-dd) from a local date on; date_trunc units. */
    registrationsByBucket(unit: string, firstStart: string | undefined) {
      const local = sql`(${users.createdAt} at time zone ${timezone})`;
      const bucket = sql<string>`to_char(date_trunc(${unit}, ${local}), 'YYYY-MM-DD')`;
      return db
        .select({ start: bucket, n: count() })
        .from(users)
        .where(gte(local, sql`${firstStart}::timestamp`))
        .groupBy(sql`1`);
    },

    /** Members per phone region ('ZZ': none), most first; deleted members' tombstones included. */
    membersByRegion() {
      const region = sql<string>`coalesce(${users.phoneRegion}, 'ZZ')`;
      return db.select({ region, n: count() }).from(users).groupBy(region).orderBy(desc(count()), region);
    },

    async deletedMembers(): Promise<number> {
      const [deleted] = await db.select({ n: count() }).from(users).where(isNotNull(users.deletedAt));
      return deleted?.n ?? 0;
    },

    /** The 50 most viewed pages (per language) of the last days. */
    viewsByPage(days: number) {
      return db
        .select({ path: pageViews.path, lang: pageViews.lang, views: count() })
        .from(pageViews)
        .where(viewedSince(days))
        .groupBy(pageViews.path, pageViews.lang)
        .orderBy(desc(count()), pageViews.path)
        .limit(50);
    },

    viewsByLanguage(days: number) {
      return db
        .select({ lang: pageViews.lang, views: count() })
        .from(pageViews)
        .where(viewedSince(days))
        .groupBy(pageViews.lang)
        .orderBy(desc(count()));
    },
  };
}
