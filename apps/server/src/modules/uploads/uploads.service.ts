import { randomUUID } from 'node:crypto';
import type { Focus } from '@atrium/shared/api/content';
import type { AuditedWrite } from '#server/lib/audited-write';
import type { ImageFormat } from '@atrium/shared/media-urls';
import type { Localized } from '@atrium/shared/localized';
import type { MediaSearch } from '@atrium/shared/api/media';
import { PAGE_SIZE } from '@atrium/shared/limits';
import { appError } from '#server/lib/app-error';
import type { Storage } from '#server/lib/storage';
import { uploads } from '#server/lib/metrics';
import type { Db } from '#server/db/client';
import type { Actor } from '../audit/audit.service';
import type { MediaRow } from './uploads.table';
import { cleanImage } from './uploads.images';
import { presentMedia } from './media.presenter';
import { createRenditions } from './uploads.renditions';
import type { UploadedFile } from './uploads.multipart';
import { createUploadsRepository, type UploadsRepository } from './uploads.repository';

async function storeIn(
  repo: UploadsRepository,
  storage: Storage,
  file: UploadedFile,
  extra: { uploadedBy?: number | null; alt?: Localized },
): Promise<MediaRow> {
  const image = await cleanImage(file.data);
  const now = new Date();
  const key = `uploads/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${image.ext}`;
  await storage.put(key, image.data, image.contentType);
  return repo.insert({
    storageKey: key,
    originalName: file.filename.replace(/[^\p{L}\p{N} ._()-]/gu, '_') || 'image',
    contentType: image.contentType,
    width: image.width,
    height: image.height,
    bytes: image.data.length,
    alt: extra.alt ?? {},
    uploadedBy: extra.uploadedBy ?? null,
  });
}

/** Stores a cleaned image under a generated name: uploads/yyyy/mm/uuid.ext. */
export async function storeImage(
  db: Db,
  storage: Storage,
  file: UploadedFile,
  extra: { uploadedBy?: number | null; alt?: Localized } = {},
): Promise<MediaRow> {
  return storeIn(createUploadsRepository(db), storage, file, extra);
}

/** Uploads, the media library, and resized renditions generated once and kept. */
/** `timezone` is the venue's: a search by upload date reads its days there. */
export function createUploads(db: Db, storage: Storage, audited: AuditedWrite, timezone: string) {
  const repo = createUploadsRepository(db);
  const renditions = createRenditions(storage);

  return {
    async upload(actor: Actor, files: UploadedFile[]) {
      if (files.length === 0) throw appError('VALIDATION_FAILED', { fields: { files: 'REQUIRED' } });
      // Every file is checked before any is stored: one bad file stores nothing.
      const cleaned = await Promise.all(files.map((f) => cleanImage(f.data).then(() => f)));
      const rows = await audited(
        actor,
        (stored: MediaRow[]) => ({
          action: 'media.upload',
          targetType: 'media',
          details: { files: stored.map((r) => ({ id: r.id, name: r.originalName, bytes: r.bytes })) },
        }),
        async (tx) => {
          const stored: MediaRow[] = [];
          for (const f of cleaned)
            stored.push(await storeIn(createUploadsRepository(tx), storage, f, { uploadedBy: actor.id }));
          return stored;
        },
      );
      uploads.inc(rows.length);
      return rows.map((r) => presentMedia(r, storage));
    },

    async list(page: number, search: MediaSearch = {}) {
      const { rows, total } = await repo.page(page, PAGE_SIZE, search, timezone);
      return { items: rows.map((r) => presentMedia(r, storage)), page, pageSize: PAGE_SIZE, total };
    },

    /** One item of the library (an editor's thumbnail of a stored image). */
    async one(id: string) {
      const row = await repo.byId(id);
      if (!row) throw appError('NOT_FOUND');
      return presentMedia(row, storage);
    },

    /** Alt text and focus point; the public pages that show the picture follow at once. */
    async describe(actor: Actor, id: string, { alt, focus }: { alt: Localized; focus?: Focus }) {
      const row = await audited(actor, { action: 'media.alt', targetType: 'media', targetId: id }, async (tx) => {
        const updated = await createUploadsRepository(tx).update(id, {
          alt,
          ...(focus ? { focusX: focus.x, focusY: focus.y } : {}),
        });
        if (!updated) throw appError('NOT_FOUND');
        return updated;
      });
      return presentMedia(row, storage);
    },

    async remove(actor: Actor, id: string) {
      const row = await audited(
        actor,
        (removed: MediaRow) => ({
          action: 'media.delete',
          targetType: 'media',
          targetId: id,
          details: { name: removed.originalName },
        }),
        async (tx) => {
          const removed = await createUploadsRepository(tx).remove(id);
          if (!removed) throw appError('NOT_FOUND');
          return removed;
        },
      );
      // The files go once the row is gone for good.
      await storage.delete(row.storageKey);
      await renditions.remove(row.storageKey);
    },

    /** The original, or with a width and a format its rendition, made on first request and kept. */
    async file(key: string, width?: number, format?: ImageFormat): Promise<Buffer | null> {
      return width && format ? renditions.get(key, width, format) : storage.get(key);
    },
  };
}
export type Uploads = ReturnType<typeof createUploads>;
