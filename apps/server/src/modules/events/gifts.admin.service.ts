import type { AdminGift, GiftInput } from '@atrium/shared/api/events-admin';
import type { Localized } from '@atrium/shared/localized';
import { appError } from '#server/lib/app-error';
import type { Storage } from '#server/lib/storage';
import type { AuditedWrite } from '#server/lib/audited-write';
import type { Actor } from '../audit/audit.service';
import type { EventsRepository } from './events.repository';
import { createGiftsRepository, type GiftsRepository } from './events.gifts.repository';
import { giftKey } from './gift-files';
import { presentAdminGifts } from './check-in.presenter';

const giftSet = (eventId: number, day: number, kind: string, mediaId: string | null) => ({
  action: 'event.gift.set',
  targetType: 'event',
  targetId: eventId,
  details: { day, kind, mediaId },
});

/** Staff set each day's gift from the upload library; the file is copied into private storage. */
export function createGiftAdmin(
  repo: EventsRepository,
  gifts: GiftsRepository,
  storage: Storage,
  audited: AuditedWrite,
) {
  async function checkInEvent(id: number) {
    const row = await repo.byId(id, false);
    if (!row || !row.checkIn) throw appError('NOT_FOUND');
    return row;
  }

  return {
    async list(eventId: number): Promise<{ eventId: number; gifts: AdminGift[] }> {
      await checkInEvent(eventId);
      const [rows, received] = await Promise.all([gifts.ofEvent(eventId), gifts.receivedCounts(eventId)]);
      return presentAdminGifts(eventId, rows, new Map(received.map((r) => [r.day, r.n])));
    },

    async set(actor: Actor, eventId: number, day: number, input: GiftInput & { title: Localized }) {
      await checkInEvent(eventId);
      const previous = await gifts.one(eventId, day);
      if (!input.mediaId) {
        // Kind and title only: the file stays (seeded gifts have no library item to choose again).
        if (!previous) throw appError('VALIDATION_FAILED', { fields: { mediaId: 'REQUIRED' } });
        await audited(actor, giftSet(eventId, day, input.kind, previous.mediaId), (tx) =>
          createGiftsRepository(tx).setText(eventId, day, { kind: input.kind, title: input.title }),
        );
        return;
      }
      const item = await gifts.mediaItem(input.mediaId);
      const data = item ? await storage.get(item.storageKey) : null;
      if (!item || !data) throw appError('VALIDATION_FAILED', { fields: { mediaId: 'INVALID' } });
      const key = giftKey(eventId, day, item.contentType);
      await storage.put(key, data, item.contentType);
      await audited(actor, giftSet(eventId, day, input.kind, item.id), (tx) =>
        createGiftsRepository(tx).put(eventId, day, {
          kind: input.kind,
          title: input.title,
          mediaId: item.id,
          storageKey: key,
          contentType: item.contentType,
          width: item.width,
          height: item.height,
          bytes: data.length,
        }),
      );
      if (previous && previous.storageKey !== key) await storage.delete(previous.storageKey).catch(() => undefined);
    },

    async remove(actor: Actor, eventId: number, day: number) {
      await checkInEvent(eventId);
      const event = { action: 'event.gift.delete', targetType: 'event', targetId: eventId, details: { day } };
      const rows = await audited(actor, event, async (tx) => {
        const removed = await createGiftsRepository(tx).remove(eventId, day);
        if (removed.length === 0) throw appError('NOT_FOUND');
        return removed;
      });
      await Promise.all(rows.map((r) => storage.delete(r.key).catch(() => undefined)));
    },

    /** The file itself, for the staff's preview. */
    async file(eventId: number, day: number) {
      const g = await gifts.one(eventId, day);
      const data = g ? await storage.get(g.storageKey) : null;
      if (!g || !data) throw appError('NOT_FOUND');
      return { data, contentType: g.contentType };
    },
  };
}
export type GiftAdmin = ReturnType<typeof createGiftAdmin>;
