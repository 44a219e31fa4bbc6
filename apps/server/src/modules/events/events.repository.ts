import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { media } from '../uploads/uploads.table';
import { eventCheckIns, events } from './events.table';

/** Events as stored; `publicOnly` reads see only what visitors may see. */
export function createEventsRepository(db: Db) {
  return {
    publicAll() {
      return db.select().from(events).where(eq(events.isPublic, true)).orderBy(asc(events.startDate), asc(events.id));
    },

    async byId(id: number, publicOnly: boolean) {
      const [row] = await db
        .select()
        .from(events)
        .where(publicOnly ? and(eq(events.id, id), eq(events.isPublic, true)) : eq(events.id, id));
      return row;
    },

    /** Staff list: newest start first, searched in every language's title. */
    async page(pageNumber: number, pageSize: number, keyword?: string) {
      const where = keyword ? ilike(sql`${events.title}::text`, `%${keyword.replace(/[\\%_]/g, '\\$&')}%`) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(events)
          .where(where)
          .orderBy(desc(events.startDate), desc(events.id))
          .limit(pageSize)
          .offset((pageNumber - 1) * pageSize),
        db.select({ n: count() }).from(events).where(where),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** Staff pickers: every event's name, newest start first. */
    choices(limit: number) {
      return db
        .select({
          id: events.id,
          title: events.title,
          startDate: events.startDate,
          checkIn: events.checkIn,
          isPublic: events.isPublic,
        })
        .from(events)
        .orderBy(desc(events.startDate), desc(events.id))
        .limit(limit);
    },

    /** Check-ins per event (staff list). */
    async checkInCounts(ids: number[]) {
      if (!ids.length) return new Map<number, number>();
      const rows = await db
        .select({ eventId: eventCheckIns.eventId, n: count() })
        .from(eventCheckIns)
        .where(inArray(eventCheckIns.eventId, ids))
        .groupBy(eventCheckIns.eventId);
      return new Map(rows.map((r) => [r.eventId, r.n]));
    },

    /** The media ids among `ids` that do not exist (so a bad id is a 400, not a foreign-key failure). */
    async missingMedia(ids: string[]) {
      const wanted = [...new Set(ids)];
      if (!wanted.length) return [];
      const found = await db.select({ id: media.id }).from(media).where(inArray(media.id, wanted));
      const have = new Set(found.map((f) => f.id));
      return wanted.filter((id) => !have.has(id));
    },

    /** The check-in event staff most likely mean: the latest one that has started, else the next. */
    async defaultCheckInEvent(today: string) {
      const [started] = await db
        .select()
        .from(events)
        .where(and(eq(events.checkIn, true), sql`${events.startDate} <= ${today}`))
        .orderBy(desc(events.startDate), desc(events.id))
        .limit(1);
      if (started) return started;
      const [next] = await db
        .select()
        .from(events)
        .where(eq(events.checkIn, true))
        .orderBy(asc(events.startDate), asc(events.id))
        .limit(1);
      return next;
    },

    publicSitemap() {
      return db.select({ id: events.id, updatedAt: events.updatedAt }).from(events).where(eq(events.isPublic, true));
    },
  };
}
export type EventsRepository = ReturnType<typeof createEventsRepository>;
