import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { artworks, exhibitions, type ArtworkRow, type ExhibitionRow } from './exhibitions.table';

/** The exhibitions' and the online gallery's queries: public rows only. */
export function createExhibitionsRepository(db: Db) {
  return {
    publicExhibitions: (): Promise<ExhibitionRow[]> =>
      db
        .select()
        .from(exhibitions)
        .where(eq(exhibitions.isPublic, true))
        .orderBy(asc(exhibitions.position), asc(exhibitions.id)),

    async publicExhibition(slug: string): Promise<ExhibitionRow | undefined> {
      const [row] = await db
        .select()
        .from(exhibitions)
        .where(and(eq(exhibitions.slug, slug), eq(exhibitions.isPublic, true)));
      return row;
    },

    async publicExhibitionId(slug: string): Promise<number | undefined> {
      const [row] = await db
        .select({ id: exhibitions.id })
        .from(exhibitions)
        .where(and(eq(exhibitions.slug, slug), eq(exhibitions.isPublic, true)));
      return row?.id;
    },

    /** Public artworks, optionally of one exhibition, by position (whatever their exhibition shows). */
    publicArtworks: (exhibitionId?: number): Promise<ArtworkRow[]> =>
      db
        .select()
        .from(artworks)
        .where(
          exhibitionId === undefined
            ? eq(artworks.isPublic, true)
            : and(eq(artworks.isPublic, true), eq(artworks.exhibitionId, exhibitionId)),
        )
        .orderBy(asc(artworks.position), asc(artworks.id)),

    async publicArtwork(id: number): Promise<ArtworkRow | undefined> {
      const [row] = await db
        .select()
        .from(artworks)
        .where(and(eq(artworks.id, id), eq(artworks.isPublic, true)));
      return row;
    },

    /** How many public artworks each of these exhibitions holds (absent: none). */
    async publicArtworkCounts(exhibitionIds: number[]): Promise<Map<number | null, number>> {
      if (!exhibitionIds.length) return new Map();
      const counts = await db
        .select({ id: artworks.exhibitionId, n: count() })
        .from(artworks)
        .where(and(eq(artworks.isPublic, true), inArray(artworks.exhibitionId, exhibitionIds)))
        .groupBy(artworks.exhibitionId);
      return new Map(counts.map((c) => [c.id, c.n]));
    },
  };
}
