import { randomUUID } from 'node:crypto';
import { count, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Focus } from '@atrium/shared/api/content';
import type { MediaItem } from '@atrium/shared/api/media';
import type { ContentCache } from '../../lib/content-cache';
import type { ImageFormat } from '@atrium/shared/media-urls';
import type { Localized } from '@atrium/shared/localized';
import { PAGE_SIZE } from '@atrium/shared/limits';
import { appError } from '../../lib/app-error';
import type { Storage } from '../../lib/storage';
import { uploads } from '../../lib/metrics';
import type { Db } from '../../db/client';
import type { Audit } from '../audit/audit.service';
import { media, type MediaRow } from './uploads.table';
import { cleanImage } from './uploads.images';
import { createRenditions } from './uploads.renditions';
import type { UploadedFile } from './uploads.multipart';

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

/** Stores a cleaned image under a generated name: uploads/yyyy/mm/uuid.ext. */
export async function storeImage(
  db: Db,
  storage: Storage,
  file: UploadedFile,
  extra: { uploadedBy?: number | null; alt?: Localized } = {},
): Promise<MediaRow> {
  const image = await cleanImage(file.data);
  const now = new Date();
  const key = `uploads/${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, '0')}/${randomUUID()}.${image.ext}`;
  await storage.put(key, image.data, image.contentType);
  const [row] = await db
    .insert(media)
    .values({
      storageKey: key,
      originalName: file.filename.replace(/[^\p{L}\p{N} ._()-]/gu, '_') || 'image',
      contentType: image.contentType,
      width: image.width,
      height: image.height,
      bytes: image.data.length,
      alt: extra.alt ?? {},
      uploadedBy: extra.uploadedBy ?? null,
    })
    .returning();
  if (!row) throw new Error('media insert returned no row');
  return row;
}

/** Uploads, the media library, and resized renditions generated once and kept. */
export function createUploads(db: Db, storage: Storage, audit: Audit, cache?: ContentCache) {
  const renditions = createRenditions(storage);

  return {
    async upload(request: FastifyRequest, files: UploadedFile[], uploadedBy: number) {
      if (files.length === 0) throw appError('VALIDATION_FAILED', { fields: { files: 'REQUIRED' } });
      // Every file is checked before any is stored: one bad file stores nothing.
      const cleaned = await Promise.all(files.map((f) => cleanImage(f.data).then(() => f)));
      const rows: MediaRow[] = [];
      for (const f of cleaned) rows.push(await storeImage(db, storage, f, { uploadedBy }));
      uploads.inc(rows.length);
      await audit.record(request, {
        action: 'media.upload',
        targetType: 'media',
        details: { files: rows.map((r) => ({ id: r.id, name: r.originalName, bytes: r.bytes })) },
      });
      return rows.map((r) => presentMedia(r, storage));
    },

    async list(page: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(media)
          .orderBy(desc(media.createdAt), desc(media.id))
          .limit(PAGE_SIZE)
          .offset((page - 1) * PAGE_SIZE),
        db.select({ n: count() }).from(media),
      ]);
      return { items: rows.map((r) => presentMedia(r, storage)), page, pageSize: PAGE_SIZE, total: total?.n ?? 0 };
    },

    /** One item of the library (an editor's thumbnail of a stored image). */
    async one(id: string) {
      const [row] = await db.select().from(media).where(eq(media.id, id));
      if (!row) throw appError('NOT_FOUND');
      return presentMedia(row, storage);
    },

    /** Alt text and focus point; the public pages that show the picture follow at once. */
    async describe(request: FastifyRequest, id: string, { alt, focus }: { alt: Localized; focus?: Focus }) {
      const set = { alt, ...(focus ? { focusX: focus.x, focusY: focus.y } : {}) };
      const [row] = await db.update(media).set(set).where(eq(media.id, id)).returning();
      if (!row) throw appError('NOT_FOUND');
      await audit.record(request, { action: 'media.alt', targetType: 'media', targetId: id });
      await cache?.invalidate();
      return presentMedia(row, storage);
    },

    async remove(request: FastifyRequest, id: string) {
      const [row] = await db.delete(media).where(eq(media.id, id)).returning();
      if (!row) throw appError('NOT_FOUND');
      await storage.delete(row.storageKey);
      await renditions.remove(row.storageKey);
      await audit.record(request, {
        action: 'media.delete',
        targetType: 'media',
        targetId: id,
        details: { name: row.originalName },
      });
      await cache?.invalidate();
    },

    /** The original, or with a width and a format its rendition, made on first request and kept. */
    async file(key: string, width?: number, format?: ImageFormat): Promise<Buffer | null> {
      return width && format ? renditions.get(key, width, format) : storage.get(key);
    },
  };
}
export type Uploads = ReturnType<typeof createUploads>;
