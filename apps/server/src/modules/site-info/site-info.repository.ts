import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { siteSettings } from '#server/db/settings.table';

/** The site-wide settings documents (site_settings): what the content engine published under a key. */
export function createSiteSettingsRepository(db: Db) {
  return {
    /** The stored JSON of `key`, or undefined when no row has it. */
    async value(key: string): Promise<unknown> {
      const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key));
      return row?.value;
    },
  };
}
export type SiteSettingsRepository = ReturnType<typeof createSiteSettingsRepository>;
