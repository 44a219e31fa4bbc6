import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Language } from '@atrium/shared/languages';
import { pickLocalized } from '@atrium/shared/localized';
import { giftFormat } from '@atrium/shared/api/events';
import type { MyCheckIns } from '@atrium/shared/api/my-check-ins';
import { CHECK_IN_DAYS } from '@atrium/shared/limits';
import type { Db } from '../../db/client';
import { eventCheckIns, eventGifts, events, giftReceipts } from '../events/events.table';

/**
 * A member's own check-in history for /my: every public check-in event they checked in at,
 * newest first, with the days and the gifts received. Only this member's rows are read.
 */
export async function myCheckIns(db: Db, memberId: number, lang: Language): Promise<MyCheckIns> {
  const checkIns = await db
    .select({ eventId: eventCheckIns.eventId, day: eventCheckIns.day })
    .from(eventCheckIns)
    .innerJoin(events, eq(events.id, eventCheckIns.eventId))
    .where(and(eq(eventCheckIns.memberId, memberId), eq(events.isPublic, true), eq(events.checkIn, true)))
    .orderBy(asc(eventCheckIns.day));
  const ids = [...new Set(checkIns.map((c) => c.eventId))];
  if (ids.length === 0) return { events: [] };

  const [rows, gifts] = await Promise.all([
    db
      .select({ id: events.id, title: events.title, startDate: events.startDate, endDate: events.endDate })
      .from(events)
      .where(inArray(events.id, ids))
      .orderBy(desc(events.startDate), desc(events.id)),
    db
      .select({
        eventId: eventGifts.eventId,
        day: eventGifts.day,
        kind: eventGifts.kind,
        title: eventGifts.title,
        contentType: eventGifts.contentType,
        width: eventGifts.width,
        height: eventGifts.height,
      })
      .from(giftReceipts)
      .innerJoin(eventGifts, and(eq(eventGifts.eventId, giftReceipts.eventId), eq(eventGifts.day, giftReceipts.day)))
      .where(and(eq(giftReceipts.memberId, memberId), inArray(giftReceipts.eventId, ids)))
      .orderBy(asc(giftReceipts.day)),
  ]);

  return {
    events: rows.map((row) => {
      const title = pickLocalized(row.title, lang);
      return {
        eventId: row.id,
        title: title.text,
        lang: title.lang,
        startDate: row.startDate,
        endDate: row.endDate,
        days: CHECK_IN_DAYS,
        checkedDays: checkIns.filter((c) => c.eventId === row.id).map((c) => c.day),
        gifts: gifts
          .filter((g) => g.eventId === row.id)
          .map((g) => {
            const giftTitle = pickLocalized(g.title, lang);
            return {
              day: g.day,
              kind: g.kind,
              format: giftFormat(g.kind),
              title: giftTitle.text,
              lang: giftTitle.lang,
              contentType: g.contentType,
              width: g.width,
              height: g.height,
            };
          }),
      };
    }),
  };
}
