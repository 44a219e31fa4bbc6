import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { eventCheckIns } from './events.table';

/** Members' check-ins at check-in events: one row per member and event day. */
export function createCheckInsRepository(db: Db) {
  return {
    /** The days a member checked in at an event, in order. */
    async daysOf(eventId: number, memberId: number): Promise<number[]> {
      const rows = await db
        .select({ day: eventCheckIns.day })
        .from(eventCheckIns)
        .where(and(eq(eventCheckIns.eventId, eventId), eq(eventCheckIns.memberId, memberId)))
        .orderBy(asc(eventCheckIns.day));
      return rows.map((r) => r.day);
    },

    async has(eventId: number, memberId: number, day: number): Promise<boolean> {
      const [checked] = await db
        .select({ day: eventCheckIns.day })
        .from(eventCheckIns)
        .where(
          and(eq(eventCheckIns.eventId, eventId), eq(eventCheckIns.memberId, memberId), eq(eventCheckIns.day, day)),
        );
      return checked !== undefined;
    },

    /**
     * Records a check-in; false when that day was already checked in: the (event, member, day)
     * key makes a repeated or concurrent insert do nothing.
     */
    async insert(eventId: number, memberId: number, day: number, at: Date): Promise<boolean> {
      const inserted = await db
        .insert(eventCheckIns)
        .values({ eventId, memberId, day, checkedAt: at })
        .onConflictDoNothing()
        .returning({ day: eventCheckIns.day });
      return inserted.length > 0;
    },
  };
}
export type CheckInsRepository = ReturnType<typeof createCheckInsRepository>;
