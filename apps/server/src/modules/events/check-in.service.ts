import { and, asc, eq, sql } from 'drizzle-orm';
import type { Language } from '@atrium/shared/languages';
import { pickLocalized } from '@atrium/shared/localized';
import { giftFormat, type CheckInResult, type CheckInState, type GiftList } from '@atrium/shared/api/events';
import { CHECK_IN_DAYS } from '@atrium/shared/limits';
import { appError } from '../../lib/app-error';
import type { Storage } from '../../lib/storage';
import type { Db } from '../../db/client';
import type { EventsRepository } from './events.repository';
import { eventCheckIns, eventGifts, giftReceipts, type EventRow } from './events.table';
import type { GiftLinks } from './gift-links';
import { giftFileName } from './gift-files';
import { eventDay, venueDate, type Clock } from './venue-time';

/** How long a gift's download link works. */
export const GIFT_LINK_TTL_SECONDS = 10 * 60;

interface Deps {
  db: Db;
  repo: EventsRepository;
  storage: Storage;
  links: GiftLinks;
  clock: Clock;
  timezone: string;
}

/** A member's check-ins and gifts of a public check-in event. */
export function createCheckIns({ db, repo, storage, links, clock, timezone }: Deps) {
  async function checkInEvent(id: number): Promise<EventRow> {
    const row = await repo.byId(id, true);
    if (!row || !row.checkIn) throw appError('NOT_FOUND');
    return row;
  }

  async function daysOf(eventId: number, memberId: number): Promise<number[]> {
    const rows = await db
      .select({ day: eventCheckIns.day })
      .from(eventCheckIns)
      .where(and(eq(eventCheckIns.eventId, eventId), eq(eventCheckIns.memberId, memberId)))
      .orderBy(asc(eventCheckIns.day));
    return rows.map((r) => r.day);
  }

  function stateOf(row: EventRow, days: number[], now: Date): CheckInState {
    const today = venueDate(timezone, now);
    const todayDay = eventDay(row.startDate, row.endDate, today);
    return {
      eventId: row.id,
      days: CHECK_IN_DAYS,
      startDate: row.startDate,
      endDate: row.endDate,
      timezone,
      today,
      todayDay,
      open: todayDay !== null,
      checkedToday: todayDay !== null && days.includes(todayDay),
      checkedDays: days,
      count: days.length,
    };
  }

  return {
    async state(eventId: number, memberId: number): Promise<CheckInState> {
      const row = await checkInEvent(eventId);
      return stateOf(row, await daysOf(eventId, memberId), clock.now());
    },

    /**
     * Today's check-in, counted once: the (event, member, day) key makes a repeated or concurrent
     * request insert nothing, and that request is told so.
     */
    async checkIn(eventId: number, memberId: number): Promise<CheckInResult> {
      const row = await checkInEvent(eventId);
      const now = clock.now();
      const day = eventDay(row.startDate, row.endDate, venueDate(timezone, now));
      if (day === null) throw appError('CHECK_IN_CLOSED');
      const inserted = await db
        .insert(eventCheckIns)
        .values({ eventId, memberId, day, checkedAt: now })
        .onConflictDoNothing()
        .returning({ day: eventCheckIns.day });
      if (inserted.length === 0) throw appError('ALREADY_CHECKED_IN');
      return { ...stateOf(row, await daysOf(eventId, memberId), now), day };
    },

    async gifts(eventId: number, memberId: number, lang: Language): Promise<GiftList> {
      await checkInEvent(eventId);
      const [gifts, days, receipts] = await Promise.all([
        db.select().from(eventGifts).where(eq(eventGifts.eventId, eventId)),
        daysOf(eventId, memberId),
        db
          .select({ day: giftReceipts.day })
          .from(giftReceipts)
          .where(and(eq(giftReceipts.eventId, eventId), eq(giftReceipts.memberId, memberId))),
      ]);
      const byDay = new Map(gifts.map((g) => [g.day, g]));
      const checked = new Set(days);
      const received = new Set(receipts.map((r) => r.day));
      return {
        eventId,
        days: CHECK_IN_DAYS,
        gifts: Array.from({ length: CHECK_IN_DAYS }, (_, i) => {
          const day = i + 1;
          const g = byDay.get(day);
          const title = pickLocalized(g?.title, lang);
          return {
            day,
            // An empty kind: staff have not set that day's gift yet (available is false).
            kind: g?.kind ?? '',
            format: giftFormat(g?.kind ?? ''),
            title: title.text,
            unlocked: checked.has(day),
            received: received.has(day),
            available: Boolean(g),
            contentType: g?.contentType ?? null,
            width: g?.width ?? null,
            height: g?.height ?? null,
            lang: title.lang,
          };
        }),
      };
    },

    /** Records the receipt and answers a link only this member can use, for 10 minutes. */
    async receive(eventId: number, day: number, memberId: number) {
      await checkInEvent(eventId);
      const [gift] = await db
        .select()
        .from(eventGifts)
        .where(and(eq(eventGifts.eventId, eventId), eq(eventGifts.day, day)));
      const [checked] = await db
        .select({ day: eventCheckIns.day })
        .from(eventCheckIns)
        .where(
          and(eq(eventCheckIns.eventId, eventId), eq(eventCheckIns.memberId, memberId), eq(eventCheckIns.day, day)),
        );
      if (!checked) throw appError('GIFT_LOCKED');
      if (!gift) throw appError('NOT_FOUND');
      const now = clock.now();
      await db
        .insert(giftReceipts)
        .values({ eventId, memberId, day, firstAt: now, lastAt: now })
        .onConflictDoUpdate({
          target: [giftReceipts.eventId, giftReceipts.memberId, giftReceipts.day],
          set: { times: sql`${giftReceipts.times} + 1`, lastAt: now },
        });
      const exp = Math.floor(now.getTime() / 1000) + GIFT_LINK_TTL_SECONDS;
      return {
        downloadUrl: links.url({ eventId, day, memberId, exp }),
        expiresAt: new Date(exp * 1000).toISOString(),
        fileName: giftFileName(day, gift.kind, gift.contentType),
      };
    },

    /** The file behind a signed link, for the member it was made for, before it expires. */
    async download(eventId: number, day: number, memberId: number, q: { m: number; exp: number; sig: string }) {
      if (!links.verify({ eventId, day, memberId: q.m, exp: q.exp }, q.sig) || q.m !== memberId) {
        throw appError('DOWNLOAD_LINK_INVALID');
      }
      if (q.exp * 1000 <= clock.now().getTime()) throw appError('DOWNLOAD_LINK_EXPIRED');
      const [gift] = await db
        .select()
        .from(eventGifts)
        .where(and(eq(eventGifts.eventId, eventId), eq(eventGifts.day, day)));
      const data = gift ? await storage.get(gift.storageKey) : null;
      if (!gift || !data) throw appError('NOT_FOUND');
      return { data, contentType: gift.contentType, fileName: giftFileName(day, gift.kind, gift.contentType) };
    },
  };
}
export type CheckIns = ReturnType<typeof createCheckIns>;
