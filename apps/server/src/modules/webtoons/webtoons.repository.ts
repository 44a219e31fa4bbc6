import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { webtoonEpisodes, webtoonPositions, type WebtoonRow } from './webtoons.table';

/** The webtoon's queries: its public episodes and members' reading positions. */
export function createWebtoonsRepository(db: Db) {
  return {
    publicEpisodes: (): Promise<WebtoonRow[]> =>
      db
        .select()
        .from(webtoonEpisodes)
        .where(eq(webtoonEpisodes.isPublic, true))
        .orderBy(asc(webtoonEpisodes.sequence)),

    /** A member's positions in public episodes, the latest first. */
    positionsOf(userId: number) {
      return db
        .select({
          episodeId: webtoonPositions.episodeId,
          sequence: webtoonEpisodes.sequence,
          panel: webtoonPositions.panel,
          updatedAt: webtoonPositions.updatedAt,
        })
        .from(webtoonPositions)
        .innerJoin(webtoonEpisodes, eq(webtoonEpisodes.id, webtoonPositions.episodeId))
        .where(and(eq(webtoonPositions.userId, userId), eq(webtoonEpisodes.isPublic, true)))
        .orderBy(desc(webtoonPositions.updatedAt), desc(webtoonEpisodes.sequence));
    },

    async publicEpisodeSequence(id: number): Promise<{ id: number; sequence: number } | undefined> {
      const [episode] = await db
        .select({ id: webtoonEpisodes.id, sequence: webtoonEpisodes.sequence })
        .from(webtoonEpisodes)
        .where(and(eq(webtoonEpisodes.id, id), eq(webtoonEpisodes.isPublic, true)));
      return episode;
    },

    async savePosition(userId: number, episodeId: number, panel: number) {
      const [row] = await db
        .insert(webtoonPositions)
        .values({ userId, episodeId, panel })
        .onConflictDoUpdate({
          target: [webtoonPositions.userId, webtoonPositions.episodeId],
          set: { panel, updatedAt: sql`now()` },
        })
        .returning();
      if (!row) throw new Error('webtoon position upsert returned no row');
      return row;
    },
  };
}
