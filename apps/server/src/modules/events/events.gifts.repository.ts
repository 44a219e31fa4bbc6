import { and, count, eq, sql } from 'drizzle-orm';
import type { Localized } from '@atrium/shared/localized';
import type { Db } from '#server/db/client';
import { media } from '../uploads/uploads.table';
import { eventGifts, giftReceipts, type GiftRow } from './events.table';

/** What a gift slot holds besides its event and day. */
export interface GiftValues {
  kind: string;
  title: Localized;
  mediaId: string;
  storageKey: string;
  contentType: string;
  width: number;
  height: number;
  bytes: number;
}

/** The gifts of check-in event days, and who received them. */
export function createGiftsRepository(db: Db) {
  const slot = (eventId: number, day: number) => and(eq(eventGifts.eventId, eventId), eq(eventGifts.day, day));

  return {
    async one(eventId: number, day: number): Promise<GiftRow | undefined> {
      return (await db.select().from(eventGifts).where(slot(eventId, day)))[0];
    },

    ofEvent: (eventId: number): Promise<GiftRow[]> =>
      db.select().from(eventGifts).where(eq(eventGifts.eventId, eventId)),

    /** The private files of an event's gifts. */
    storageKeys: (eventId: number) =>
      db.select({ key: eventGifts.storageKey }).from(eventGifts).where(eq(eventGifts.eventId, eventId)),

    /** How many members received each day's gift. */
    receivedCounts: (eventId: number) =>
      db
        .select({ day: giftReceipts.day, n: count() })
        .from(giftReceipts)
        .where(eq(giftReceipts.eventId, eventId))
        .groupBy(giftReceipts.day),

    /** The days whose gift a member received. */
    receivedDays: (eventId: number, memberId: number) =>
      db
        .select({ day: giftReceipts.day })
        .from(giftReceipts)
        .where(and(eq(giftReceipts.eventId, eventId), eq(giftReceipts.memberId, memberId))),

    /** A library item, to copy into a gift. */
    async mediaItem(id: string) {
      return (await db.select().from(media).where(eq(media.id, id)))[0];
    },

    /** Kind and title only; the file stays. */
    async setText(eventId: number, day: number, text: { kind: string; title: Localized }) {
      await db
        .update(eventGifts)
        .set({ ...text, updatedAt: sql`now()` })
        .where(slot(eventId, day));
    },

    async put(eventId: number, day: number, values: GiftValues) {
      await db
        .insert(eventGifts)
        .values({ eventId, day, ...values })
        .onConflictDoUpdate({
          target: [eventGifts.eventId, eventGifts.day],
          set: { ...values, updatedAt: sql`now()` },
        });
    },

    /** Deletes a day's gift: the storage keys of what was deleted (none when there was no gift). */
    remove: (eventId: number, day: number) =>
      db.delete(eventGifts).where(slot(eventId, day)).returning({ key: eventGifts.storageKey }),

    /** A receipt: the first one is inserted, a later one counts and moves the latest time. */
    async recordReceipt(eventId: number, memberId: number, day: number, at: Date) {
      await db
        .insert(giftReceipts)
        .values({ eventId, memberId, day, firstAt: at, lastAt: at })
        .onConflictDoUpdate({
          target: [giftReceipts.eventId, giftReceipts.memberId, giftReceipts.day],
          set: { times: sql`${giftReceipts.times} + 1`, lastAt: at },
        });
    },
  };
}
export type GiftsRepository = ReturnType<typeof createGiftsRepository>;
