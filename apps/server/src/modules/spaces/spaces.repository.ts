import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { siteSettings } from '#server/db/settings.table';
import { hotspots, spaces } from './spaces.table';

/** Where the spaces map's picture is kept (a site setting the content engine writes). */
export const SPACES_MAP_SETTING = 'spaces.map';

export type SpaceRow = typeof spaces.$inferSelect;
export type HotspotRow = typeof hotspots.$inferSelect;

/** The spaces module's queries. */
export function createSpacesRepository(db: Db) {
  return {
    all: (): Promise<SpaceRow[]> => db.select().from(spaces).orderBy(asc(spaces.position), asc(spaces.id)),

    async byId(id: number): Promise<SpaceRow | undefined> {
      return (await db.select().from(spaces).where(eq(spaces.id, id)))[0];
    },

    async bySlug(slug: string): Promise<SpaceRow | undefined> {
      return (await db.select().from(spaces).where(eq(spaces.slug, slug)))[0];
    },

    hotspots: (): Promise<HotspotRow[]> => db.select().from(hotspots).orderBy(asc(hotspots.position), asc(hotspots.id)),

    /** The map picture's media id, when one is set. */
    async mapImageId(): Promise<string | undefined> {
      const [setting] = await db.select().from(siteSettings).where(eq(siteSettings.key, SPACES_MAP_SETTING));
      return (setting?.value as { image?: string } | undefined)?.image;
    },
  };
}
