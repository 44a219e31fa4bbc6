import { and, count, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { MediaSearch } from '@atrium/shared/api/media';
import { likePattern } from '#server/lib/like-pattern';
import type { Db } from '#server/db/client';
import { eventGifts } from '../events/events.table';
import { media, type MediaRow } from './uploads.table';

export type NewMedia = typeof media.$inferInsert;
export type MediaPatch = Partial<Pick<MediaRow, 'alt' | 'focusX' | 'focusY'>>;

/** The library narrowed by a search: a text in the file name or any language's alt text, upload days in `timezone`. */
function searchOf(search: MediaSearch, timezone: string): SQL | undefined {
  const parts: SQL[] = [];
  if (search.q) {
    const pattern = likePattern(search.q);
    const inAlt = sql`exists (select 1 from jsonb_each_text(${media.alt}) as alt where alt.value ilike ${pattern})`;
    parts.push(or(ilike(media.originalName, pattern), inAlt) ?? inAlt);
  }
  const midnight = (date: string) => sql`(${date}::date)::timestamp at time zone ${timezone}`;
  if (search.from) parts.push(gte(media.createdAt, midnight(search.from)));
  if (search.to) parts.push(lt(media.createdAt, sql`${midnight(search.to)} + interval '1 day'`));
  return parts.length ? and(...parts) : undefined;
}

/** Every query of the media library (the media table). */
export function createUploadsRepository(db: Db) {
  return {
    async insert(values: NewMedia): Promise<MediaRow> {
      const [row] = await db.insert(media).values(values).returning();
      if (!row) throw new Error('media insert returned no row');
      return row;
    },

    /** A page of the library (or of what a search finds in it), newest first, and how many items that is in all. */
    async page(
      pageNumber: number,
      pageSize: number,
      search: MediaSearch = {},
      timezone = 'UTC',
    ): Promise<{ rows: MediaRow[]; total: number }> {
      const where = searchOf(search, timezone);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(media)
          .where(where)
          .orderBy(desc(media.createdAt), desc(media.id))
          .limit(pageSize)
          .offset((pageNumber - 1) * pageSize),
        db.select({ n: count() }).from(media).where(where),
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
