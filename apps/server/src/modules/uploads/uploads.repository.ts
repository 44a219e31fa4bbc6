import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { eventGifts } from '../events/events.table';
import { media, type MediaRow } from './uploads.table';

export type NewMedia = typeof media.$inferInsert;
export type MediaPatch = Partial<Pick<MediaRow, 'alt' | 'focusX' | 'focusY'>>;

/** Every query of the media library (the media table). */
export function createUploadsRepository(db: Db) {
  return {
    async insert(values: NewMedia): Promise<MediaRow> {
      const [row] = await db.insert(media).values(values).returning();
      if (!row) throw new Error('media insert returned no row');
      return row;
    },

    /** A page of the library, newest first, and how many items it has in all. */
    async page(pageNumber: number, pageSize: number): Promise<{ rows: MediaRow[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(media)
          .orderBy(desc(media.createdAt), desc(media.id))
          .limit(pageSize)
          .offset((pageNumber - 1) * pageSize),
        db.select({ n: count() }).from(media),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    async byId(id: string): Promise<MediaRow | undefined> {
      const [row] = await db.select().from(media).where(eq(media.id, id));
      return row;
    },

    async byIds(ids: string[]): Promise<MediaRow[]> {
      return ids.length ? db.select().from(media).where(inArray(media.id, ids)) : [];
    },

    /** The updated row; undefined when there is no such item. */
    async update(id: string, patch: MediaPatch): Promise<MediaRow | undefined> {
      const [row] = await db.update(media).set(patch).where(eq(media.id, id)).returning();
      return row;
    },

    /** Every storage key a row names: the library's pictures and the events' gift files (the orphan sweep). */
    async storedKeys(): Promise<Set<string>> {
      const [pictures, gifts] = await Promise.all([
        db.select({ key: media.storageKey }).from(media),
        db.select({ key: eventGifts.storageKey }).from(eventGifts),
      ]);
      return new Set([...pictures, ...gifts].map((r) => r.key));
    },

    /** The deleted row; undefined when there is no such item. */
    async remove(id: string): Promise<MediaRow | undefined> {
      const [row] = await db.delete(media).where(eq(media.id, id)).returning();
      return row;
    },
  };
}
export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
