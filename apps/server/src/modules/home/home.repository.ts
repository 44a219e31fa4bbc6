import { asc } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { eduSlides, familySites, mainSlides, subSlides } from './home.table';

export type MainSlideRow = typeof mainSlides.$inferSelect;
export type SubSlideRow = typeof subSlides.$inferSelect;
export type EduSlideRow = typeof eduSlides.$inferSelect;
export type FamilySiteRow = typeof familySites.$inferSelect;

/** The home page's queries: its three carousels and the family sites, each in staff's order. */
export function createHomeRepository(db: Db) {
  return {
    async slides(): Promise<{ main: MainSlideRow[]; sub: SubSlideRow[]; edu: EduSlideRow[] }> {
      const [main, sub, edu] = await Promise.all([
        db.select().from(mainSlides).orderBy(asc(mainSlides.position), asc(mainSlides.id)),
        db.select().from(subSlides).orderBy(asc(subSlides.position), asc(subSlides.id)),
        db.select().from(eduSlides).orderBy(asc(eduSlides.position), asc(eduSlides.id)),
      ]);
      return { main, sub, edu };
    },

    familySites: (): Promise<FamilySiteRow[]> =>
      db.select().from(familySites).orderBy(asc(familySites.position), asc(familySites.id)),
  };
}
