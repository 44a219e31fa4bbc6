import { and, count, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { giftFormat } from '@atrium/shared/api/events';
import { type AdminGift, type GiftInput } from '@atrium/shared/api/events-admin';
import { CHECK_IN_DAYS } from '@atrium/shared/limits';
import type { Localized } from '@atrium/shared/localized';
import { appError } from '../../lib/app-error';
import type { Storage } from '../../lib/storage';
import type { Db } from '../../db/client';
import type { Audit } from '../audit/audit.service';
import { media } from '../uploads/uploads.table';
import type { EventsRepository } from './events.repository';
import { eventGifts, giftReceipts, type GiftRow } from './events.table';
import { giftKey } from './gift-files';

/** Staff set each day's gift from the upload library; the file is copied into private storage. */
export function createGiftAdmin(db: Db, repo: EventsRepository, storage: Storage, audit: Audit) {
  async function checkInEvent(id: number) {
    const row = await repo.byId(id, false);
    if (!row || !row.checkIn) throw appError('NOT_FOUND');
    return row;
  }
  const one = async (eventId: number, day: number) =>
    (
      await db
        .select()
        .from(eventGifts)
        .where(and(eq(eventGifts.eventId, eventId), eq(eventGifts.day, day)))
    )[0];

  return {
    async list(eventId: number): Promise<{ eventId: number; gifts: AdminGift[] }> {
      await checkInEvent(eventId);
      const [rows, received] = await Promise.all([
        db.select().from(eventGifts).where(eq(eventGifts.eventId, eventId)),
        db
          .select({ day: giftReceipts.day, n: count() })
          .from(giftReceipts)
          .where(eq(giftReceipts.eventId, eventId))
          .groupBy(giftReceipts.day),
      ]);
      const byDay = new Map<number, GiftRow>(rows.map((r) => [r.day, r]));
      const counts = new Map(received.map((r) => [r.day, r.n]));
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
    },

    async set(request: FastifyRequest, eventId: number, day: number, input: GiftInput & { title: Localized }) {
      await checkInEvent(eventId);
      const previous = await one(eventId, day);
      if (!input.mediaId) {
        // Kind and title only: the file stays (seeded gifts have no library item to choose again).
        if (!previous) throw appError('VALIDATION_FAILED', { fields: { mediaId: 'REQUIRED' } });
        await db
          .update(eventGifts)
          .set({ kind: input.kind, title: input.title, updatedAt: sql`now()` })
          .where(and(eq(eventGifts.eventId, eventId), eq(eventGifts.day, day)));
        await audit.record(request, {
          action: 'event.gift.set',
          targetType: 'event',
          targetId: eventId,
          details: { day, kind: input.kind, mediaId: previous.mediaId },
        });
        return;
      }
      const [item] = await db.select().from(media).where(eq(media.id, input.mediaId));
      const data = item ? await storage.get(item.storageKey) : null;
      if (!item || !data) throw appError('VALIDATION_FAILED', { fields: { mediaId: 'INVALID' } });
      const key = giftKey(eventId, day, item.contentType);
      await storage.put(key, data, item.contentType);
      const values = {
        kind: input.kind,
        title: input.title,
        mediaId: item.id,
        storageKey: key,
        contentType: item.contentType,
        width: item.width,
        height: item.height,
        bytes: data.length,
      };
      await db
        .insert(eventGifts)
        .values({ eventId, day, ...values })
        .onConflictDoUpdate({
          target: [eventGifts.eventId, eventGifts.day],
          set: { ...values, updatedAt: sql`now()` },
        });
      if (previous && previous.storageKey !== key) await storage.delete(previous.storageKey).catch(() => undefined);
      await audit.record(request, {
        action: 'event.gift.set',
        targetType: 'event',
        targetId: eventId,
        details: { day, kind: input.kind, mediaId: item.id },
      });
    },

    async remove(request: FastifyRequest, eventId: number, day: number) {
      await checkInEvent(eventId);
      const rows = await db
        .delete(eventGifts)
        .where(and(eq(eventGifts.eventId, eventId), eq(eventGifts.day, day)))
        .returning({ key: eventGifts.storageKey });
      if (rows.length === 0) throw appError('NOT_FOUND');
      await Promise.all(rows.map((r) => storage.delete(r.key).catch(() => undefined)));
      await audit.record(request, {
        action: 'event.gift.delete',
        targetType: 'event',
        targetId: eventId,
        details: { day },
      });
    },

    /** The file itself, for the staff's preview. */
    async file(eventId: number, day: number) {
      const g = await one(eventId, day);
      const data = g ? await storage.get(g.storageKey) : null;
      if (!g || !data) throw appError('NOT_FOUND');
      return { data, contentType: g.contentType };
    },
  };
}
export type GiftAdmin = ReturnType<typeof createGiftAdmin>;
