import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { epicEpisodes, quizScores, type EpicRow } from './epic.table';

export interface QuizScore {
  bestScore: number;
  attempts: number;
}

/** The epic series' queries: its public episodes and members' quiz scores. */
export function createEpicRepository(db: Db) {
  return {
    publicEpisodes: (): Promise<EpicRow[]> =>
      db.select().from(epicEpisodes).where(eq(epicEpisodes.isPublic, true)).orderBy(asc(epicEpisodes.sequence)),

    /** One public episode, or undefined. */
    async publicEpisode(id: number): Promise<EpicRow | undefined> {
      const [row] = await db
        .select()
        .from(epicEpisodes)
        .where(and(eq(epicEpisodes.id, id), eq(epicEpisodes.isPublic, true)));
      return row;
    },

    /** A member's scores, by episode id. */
    async scoresOf(userId: number): Promise<Map<number, QuizScore>> {
      const rows = await db
        .select({ episodeId: quizScores.episodeId, bestScore: quizScores.bestScore, attempts: quizScores.attempts })
        .from(quizScores)
        .where(eq(quizScores.userId, userId));
      return new Map(rows.map((r) => [r.episodeId, r]));
    },

    async bestScore(userId: number, episodeId: number): Promise<number | undefined> {
      const [before] = await db
        .select({ bestScore: quizScores.bestScore })
        .from(quizScores)
        .where(and(eq(quizScores.userId, userId), eq(quizScores.episodeId, episodeId)));
      return before?.bestScore;
    },

    /** One atomic upsert: concurrent submits each count, and the best is the maximum of them all. */
    async recordScore(userId: number, episodeId: number, score: number): Promise<QuizScore> {
      const [kept] = await db
        .insert(quizScores)
        .values({ userId, episodeId, bestScore: score, lastScore: score, attempts: 1 })
        .onConflictDoUpdate({
          target: [quizScores.userId, quizScores.episodeId],
          set: {
            bestScore: sql`greatest(${quizScores.bestScore}, excluded.best_score)`,
            lastScore: sql`excluded.last_score`,
            attempts: sql`${quizScores.attempts} + 1`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ bestScore: quizScores.bestScore, attempts: quizScores.attempts });
      if (!kept) throw new Error('quiz score upsert returned no row');
      return kept;
    },
  };
}
