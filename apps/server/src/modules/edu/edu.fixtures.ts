import { randomUUID } from 'node:crypto';
import type { Localized } from '@atrium/shared/localized';
import type { Db } from '#server/db/client';
import { media } from '../uploads/uploads.table';

/** Test helper: a media row (no file needed for JSON reads) with alt text; returns its id. */
export async function fixtureImage(db: Db, alt: Localized, size = { width: 800, height: 1200 }): Promise<string> {
  const key = `test/${randomUUID()}.jpg`;
  const [row] = await db
    .insert(media)
    .values({ storageKey: key, originalName: key, contentType: 'image/jpeg', ...size, bytes: 1000, alt })
    .returning({ id: media.id });
  if (!row) throw new Error('media insert failed');
  return row.id;
}

/** The same text in every language, marked per language, so a test can see which one was served. */
export const all = (text: string): Localized => ({
  ko: `${text} (ko)`,
  en: `${text} (en)`,
  ja: `${text} (ja)`,
  es: `${text} (es)`,
  fr: `${text} (fr)`,
});
