import type { CheckInState, GiftList } from '@atrium/shared/api/events';
import { giftFormat } from '@atrium/shared/gift-kinds';
import type { AdminGift } from '@atrium/shared/api/events-admin';
import type { Language } from '@atrium/shared/languages';
import { CHECK_IN_DAYS } from '@atrium/shared/limits';
import { pickLocalized, type Localized } from '@atrium/shared/localized';
import type { EventRow, GiftRow } from './events.table';
import { eventDay } from './venue-time';

/** A member's check-ins at an event as of a venue date: which day it is, and whether today is done. */
export function presentCheckInState(row: EventRow, days: number[], today: string, timezone: string): CheckInState {
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

/** Every day's gift as a member sees it: unlocked by that day's check-in, whether they received it. */
export function presentGiftList(
  eventId: number,
  gifts: GiftRow[],
  checked: Set<number>,
  received: Set<number>,
  lang: Language,
): GiftList {
  const byDay = new Map(gifts.map((g) => [g.day, g]));
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
}

/** Every day's gift slot as staff see it, set or not, with how many members received it. */
export function presentAdminGifts(
  eventId: number,
  gifts: GiftRow[],
  counts: Map<number, number>,
): { eventId: number; gifts: AdminGift[] } {
  const byDay = new Map<number, GiftRow>(gifts.map((r) => [r.day, r]));
  return {
    eventId,
    gifts: Array.from({ length: CHECK_IN_DAYS }, (_, i) => {
      const day = i + 1;
      const g = byDay.get(day);
      return {
        day,
        kind: g?.kind ?? null,
        format: g ? giftFormat(g.kind) : null,
        title: (g?.title ?? {}) as Localized,
        mediaId: g?.mediaId ?? null,
        contentType: g?.contentType ?? null,
        width: g?.width ?? null,
        height: g?.height ?? null,
        fileUrl: g ? `/api/admin/events/${eventId}/gifts/${day}/file` : null,
        receivedCount: counts.get(day) ?? 0,
        updatedAt: g?.updatedAt.toISOString() ?? null,
      };
    }),
  };
}
