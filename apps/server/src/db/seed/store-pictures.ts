import type { Db } from '../client';
import type { Storage } from '#server/lib/storage';
import { media } from '#server/modules/uploads/uploads.table';
import type { L } from './content/types';

/** Stores a drawn picture once under seed/, with its alt text, and returns its media id. */
export async function storePicture(
  db: Db,
  storage: Storage,
  key: string,
  data: Buffer,
  contentType: string,
  alt: Partial<L>,
) {
  const { width = 0, height = 0 } = await (await import('sharp')).default(data).metadata();
  await storage.put(key, data, contentType);
  const [row] = await db
    .insert(media)
    .values({
      storageKey: key,
      originalName: key.split('/').pop() ?? key,
      contentType,
      width,
      height,
      bytes: data.length,
      alt,
    })
    .onConflictDoUpdate({ target: media.storageKey, set: { alt, width, height, bytes: data.length } })
    .returning({ id: media.id });
  if (!row) throw new Error(`could not store ${key}`);
  return row.id;
}
