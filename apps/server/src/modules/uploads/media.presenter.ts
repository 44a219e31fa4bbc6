import { inArray } from 'drizzle-orm';
import type { Image } from '@atrium/shared/api/content';
import type { Language } from '@atrium/shared/languages';
import { pickLocalized } from '@atrium/shared/localized';
import type { Db } from '../../db/client';
import type { Storage } from '../../lib/storage';
import { media, type MediaRow } from './uploads.table';

/** Loads the pictures content refers to in one query, and presents them in a language. */
export function createImages(db: Db, storage: Storage) {
  return {
    async load(
      ids: Array<string | null | undefined>,
    ): Promise<(id: string | null | undefined, lang: Language) => Image | null> {
      const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
      const rows = wanted.length ? await db.select().from(media).where(inArray(media.id, wanted)) : [];
      const byId = new Map<string, MediaRow>(rows.map((r) => [r.id, r]));
      return (id, lang) => {
        const row = id ? byId.get(id) : undefined;
        if (!row) return null;
        return {
          url: storage.url(row.storageKey),
          width: row.width,
          height: row.height,
          alt: pickLocalized(row.alt, lang).text,
          ...(row.focusX !== 50 || row.focusY !== 50 ? { focus: { x: row.focusX, y: row.focusY } } : {}),
        };
      };
    },
  };
}
export type Images = ReturnType<typeof createImages>;
/** Presents a loaded picture in a language (null: none, or not among those loaded). */
export type ImageOf = Awaited<ReturnType<Images['load']>>;

/** The pictures of a gallery in a language, leaving out any since deleted from the library. */
export const presentImages = (ids: readonly string[], lang: Language, image: ImageOf): Image[] =>
  ids.map((id) => image(id, lang)).filter((i): i is Image => i !== null);
