import { asc, eq } from 'drizzle-orm';
import type { Localized } from '@atrium/shared/localized';
import type { Db } from '#server/db/client';
import { siteSettings } from '#server/db/settings.table';
import { sunghwaChapters } from './sunghwa.table';

/** The site setting holding the course's title, introduction and cover. */
export const SUNGHWA_SETTING = 'edu.sunghwa';
export interface SunghwaSetting {
  title: Localized;
  intro: Localized;
  cover?: string | null;
}

export type SunghwaChapterRow = typeof sunghwaChapters.$inferSelect;

/** The Sunghwa course's queries. */
export function createSunghwaRepository(db: Db) {
  return {
    chapters: (): Promise<SunghwaChapterRow[]> =>
      db.select().from(sunghwaChapters).orderBy(asc(sunghwaChapters.position), asc(sunghwaChapters.id)),

    /** The course's head as stored, or undefined before staff set it. */
    async setting(): Promise<{ value: SunghwaSetting; updatedAt: Date } | undefined> {
      const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, SUNGHWA_SETTING));
      return row ? { value: row.value as SunghwaSetting, updatedAt: row.updatedAt } : undefined;
    },
  };
}
