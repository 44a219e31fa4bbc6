import type { Db } from '../client';
import type { Storage } from '../../lib/storage';
import { media } from '../../modules/uploads/uploads.table';
import type { SectionRow } from '../../modules/spaces/spaces.table';
import type { L, PictureSeed, SectionSeed } from './content/types';
import { drawPicture } from './pictures';

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

/**
 * Stores the demo pictures of one seed step: `picture` stores one (drawn beforehand in `drawn`, or
 * now) and gives its media id; `sections` does so for a page's sections.
 */
export function seededPictures(db: Db, storage: Storage, drawn: ReadonlyMap<string, Buffer>) {
  const picture = async (p: PictureSeed) =>
    storePicture(db, storage, `seed/${p.name}.jpg`, drawn.get(p.name) ?? (await drawPicture(p)), 'image/jpeg', p.alt);
  const sections = async (list: SectionSeed[]): Promise<SectionRow[]> => {
    const rows: SectionRow[] = [];
    for (const s of list)
      rows.push({ heading: s.heading, text: s.text, imageId: s.picture ? await picture(s.picture) : null });
    return rows;
  };
  return { picture, sections };
}
