import type { Image } from '@atrium/shared/api/content';
import type { MediaItem } from '@atrium/shared/api/media';
import type { Language } from '@atrium/shared/languages';
import { pickLocalized } from '@atrium/shared/localized';
import type { Db } from '#server/db/client';
import type { Storage } from '#server/lib/storage';
import { createUploadsRepository } from './uploads.repository';
import type { MediaRow } from './uploads.table';

/** An item of the media library as the admin sees it. */
export function presentMedia(row: MediaRow, storage: Storage): MediaItem {
  return {
    id: row.id,
    url: storage.url(row.storageKey),
    originalName: row.originalName,
    contentType: row.contentType,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    alt: row.alt,
    focus: { x: row.focusX, y: row.focusY },
    createdAt: row.createdAt.toISOString(),
  };
}

/** Loads the pictures content refers to in one query, and presents them in a language. */
export function createImages(db: Db, storage: Storage) {
  const repo = createUploadsRepository(db);
  return {
    async load(
      ids: Array<string | null | undefined>,
    ): Promise<(id: string | null | undefined, lang: Language) => Image | null> {
      const wanted = [...new Set(ids.filter((id): id is string => Boolean(id)))];
      const rows = await repo.byIds(wanted);
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
