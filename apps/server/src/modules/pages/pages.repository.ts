import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { venuePages } from './pages.table';

export type VenuePageRow = typeof venuePages.$inferSelect;

/** The venue pages' queries. */
export function createPagesRepository(db: Db) {
  return {
    async bySlug(slug: string): Promise<VenuePageRow | undefined> {
      return (await db.select().from(venuePages).where(eq(venuePages.slug, slug)))[0];
    },
  };
}
