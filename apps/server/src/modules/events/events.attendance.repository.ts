import { and, asc, desc, eq, gte, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { users } from '../users/users.table';
import { eventCheckIns } from './events.table';

const escapeLike = (s: string) => s.replace(/[\\%_]/g, '\\$&');

/** Members' attendance of an event: one row per member with their count, days and last check-in. */
export function createAttendanceRepository(db: Db) {
  /** Members with at least `min` check-ins, most first; `keyword` searches the full name, e-mail and phone. */
  function query(eventId: number, min: number, keyword: string | undefined) {
    const n = sql<number>`count(*)::int`;
    // Phones are stored in E.164: "010-1234-5678" is found as "1012345678".
    const digits = (keyword ?? '').replace(/\D/g, '').replace(/^0/, '');
    const where = keyword
      ? or(
          ilike(users.name, `%${escapeLike(keyword)}%`),
          ilike(users.email, `%${escapeLike(keyword)}%`),
          ...(digits.length >= 3 ? [ilike(users.phoneNumber, `%${digits}%`)] : []),
        )
      : undefined;
    return db
      .select({
        memberId: users.id,
        name: users.name,
        email: users.email,
        phone: users.phoneNumber,
        deleted: sql<boolean>`${users.deletedAt} is not null`,
        count: n,
        days: sql<string>`string_agg(${eventCheckIns.day}::text, ',' order by ${eventCheckIns.day})`,
        last: sql<string>`to_char(max(${eventCheckIns.checkedAt}) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
      })
      .from(eventCheckIns)
      .innerJoin(users, eq(users.id, eventCheckIns.memberId))
      .where(and(eq(eventCheckIns.eventId, eventId), where))
      .groupBy(users.id, users.name, users.email, users.phoneNumber, users.deletedAt)
      .having(gte(n, min))
      .orderBy(desc(n), asc(users.name), asc(users.id))
      .$dynamic();
  }

  return {
    async all(eventId: number, min: number, keyword?: string) {
      return query(eventId, min, keyword);
    },

    async page(eventId: number, min: number, keyword: string | undefined, limit: number, offset: number) {
      const sub = query(eventId, min, keyword).as('attendance');
      const [rows, [total]] = await Promise.all([
        query(eventId, min, keyword).limit(limit).offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(sub),
      ]);
      return { rows, total: total?.n ?? 0 };
    },
  };
}
export type AttendanceRepository = ReturnType<typeof createAttendanceRepository>;
/** A member's attendance as stored (days comma-separated, the last check-in as an ISO string). */
export type AttendanceRecord = Awaited<ReturnType<AttendanceRepository['all']>>[number];
