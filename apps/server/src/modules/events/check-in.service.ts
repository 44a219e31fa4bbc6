import type { Language } from '@atrium/shared/languages';
import type { CheckInResult, CheckInState, GiftList } from '@atrium/shared/api/events';
import { appError } from '#server/lib/app-error';
import type { Storage } from '#server/lib/storage';
import type { EventsRepository } from './events.repository';
import type { CheckInsRepository } from './events.check-ins.repository';
import type { GiftsRepository } from './events.gifts.repository';
import type { EventRow } from './events.table';
import type { GiftLinks } from './gift-links';
import { giftFileName } from './gift-files';
import { presentCheckInState, presentGiftList } from './check-in.presenter';
import { eventDay, venueDate, type Clock } from './venue-time';

/** How long a gift's download link works. */
const GIFT_LINK_TTL_SECONDS = 10 * 60;

interface Deps {
  repo: EventsRepository;
  checkIns: CheckInsRepository;
  gifts: GiftsRepository;
  storage: Storage;
  links: GiftLinks;
  clock: Clock;
  timezone: string;
}

/** A member's check-ins and gifts of a public check-in event. */
export function createCheckIns({ repo, checkIns, gifts, storage, links, clock, timezone }: Deps) {
  async function checkInEvent(id: number): Promise<EventRow> {
    const row = await repo.byId(id, true);
    if (!row || !row.checkIn) throw appError('NOT_FOUND');
    return row;
  }

  const stateOf = (row: EventRow, days: number[], now: Date): CheckInState =>
    presentCheckInState(row, days, venueDate(timezone, now), timezone);

  return {
    async state(eventId: number, memberId: number): Promise<CheckInState> {
      const row = await checkInEvent(eventId);
      return stateOf(row, await checkIns.daysOf(eventId, memberId), clock.now());
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
      if (!(await checkIns.insert(eventId, memberId, day, now))) throw appError('ALREADY_CHECKED_IN');
      return { ...stateOf(row, await checkIns.daysOf(eventId, memberId), now), day };
    },

    async gifts(eventId: number, memberId: number, lang: Language): Promise<GiftList> {
      await checkInEvent(eventId);
      const [rows, days, receipts] = await Promise.all([
        gifts.ofEvent(eventId),
        checkIns.daysOf(eventId, memberId),
        gifts.receivedDays(eventId, memberId),
      ]);
      return presentGiftList(eventId, rows, new Set(days), new Set(receipts.map((r) => r.day)), lang);
    },

    /** Records the receipt and answers a link only this member can use, for 10 minutes. */
    async receive(eventId: number, day: number, memberId: number) {
      await checkInEvent(eventId);
      const gift = await gifts.one(eventId, day);
      if (!(await checkIns.has(eventId, memberId, day))) throw appError('GIFT_LOCKED');
      if (!gift) throw appError('NOT_FOUND');
      const now = clock.now();
      await gifts.recordReceipt(eventId, memberId, day, now);
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
      const gift = await gifts.one(eventId, day);
      const data = gift ? await storage.get(gift.storageKey) : null;
      if (!gift || !data) throw appError('NOT_FOUND');
      return { data, contentType: gift.contentType, fileName: giftFileName(day, gift.kind, gift.contentType) };
    },
  };
}
export type CheckIns = ReturnType<typeof createCheckIns>;
