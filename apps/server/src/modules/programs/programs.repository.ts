import { and, asc, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { media } from '../uploads/uploads.table';
import { events } from '../events/events.table';
import {
  programCategories,
  programSessions,
  programs,
  type CategoryRow,
  type ProgramRow,
  type SessionRow,
} from './programs.table';

type NewCategory = typeof programCategories.$inferInsert;
type NewProgram = typeof programs.$inferInsert;
type NewSession = Omit<typeof programSessions.$inferInsert, 'programId'>;

/** The programs module's queries: categories, programs, sessions, and the rows they refer to. */
export function createProgramsRepository(db: Db) {
  const first = async <T>(rows: Promise<T[]>): Promise<T | undefined> => (await rows)[0];

  return {
    categories: (): Promise<CategoryRow[]> =>
      db.select().from(programCategories).orderBy(asc(programCategories.position), asc(programCategories.id)),

    /** Every program, or only the public ones, in staff's order. */
    programs: (publicOnly: boolean): Promise<ProgramRow[]> =>
      db
        .select()
        .from(programs)
        .where(publicOnly ? eq(programs.isPublic, true) : undefined)
        .orderBy(asc(programs.position), asc(programs.id)),

    program: (id: number): Promise<ProgramRow | undefined> =>
      first(db.select().from(programs).where(eq(programs.id, id))),

    /** A public program of a category, with the category. */
    publicProgram: (categoryId: number, programId: number) =>
      first(
        db
          .select({ program: programs, category: programCategories })
          .from(programs)
          .innerJoin(programCategories, eq(programCategories.id, programs.categoryId))
          .where(and(eq(programs.id, programId), eq(programs.categoryId, categoryId), eq(programs.isPublic, true))),
      ),

    publicProgramsOfEvent: (eventId: number): Promise<ProgramRow[]> =>
      db
        .select()
        .from(programs)
        .where(and(eq(programs.eventId, eventId), eq(programs.isPublic, true)))
        .orderBy(asc(programs.position), asc(programs.id)),

    /** Public programs and their sessions, one row per session (or per program without any). */
    publicTree: () =>
      db
        .select({
          categoryId: programs.categoryId,
          programId: programs.id,
          sessionId: programSessions.id,
          updatedAt: programs.updatedAt,
        })
        .from(programs)
        .leftJoin(programSessions, eq(programSessions.programId, programs.id))
        .where(eq(programs.isPublic, true)),

    /**
     * Sessions of public programs from an instant on, earliest first, each with its program
     * (the home page's "Today" block: today's sessions or the next ones).
     */
    publicSessionsFrom: (from: Date, limit: number) =>
      db
        .select({ session: programSessions, program: { title: programs.title, categoryId: programs.categoryId } })
        .from(programSessions)
        .innerJoin(programs, eq(programs.id, programSessions.programId))
        .where(and(eq(programs.isPublic, true), gte(programSessions.startsAt, from)))
        .orderBy(asc(programSessions.startsAt), asc(programSessions.id))
        .limit(limit),

    /** A program's sessions, earliest first. */
    sessionsOf: (programId: number): Promise<SessionRow[]> =>
      db
        .select()
        .from(programSessions)
        .where(eq(programSessions.programId, programId))
        .orderBy(asc(programSessions.startsAt), asc(programSessions.id)),

    session: (id: number): Promise<SessionRow | undefined> =>
      first(db.select().from(programSessions).where(eq(programSessions.id, id))),

    async sessionCounts(programIds: number[]): Promise<Map<number, number>> {
      if (!programIds.length) return new Map<number, number>();
      const rows = await db
        .select({ programId: programSessions.programId, n: count() })
        .from(programSessions)
        .where(inArray(programSessions.programId, programIds))
        .groupBy(programSessions.programId);
      return new Map(rows.map((r) => [r.programId, r.n]));
    },

    /** The event a program belongs to, when it is public. */
    publicEvent: (eventId: number) =>
      first(
        db
          .select({ id: events.id, title: events.title })
          .from(events)
          .where(and(eq(events.id, eventId), eq(events.isPublic, true))),
      ),

    // ------------------------------------------------------------ references staff give

    async existingMedia(ids: string[]): Promise<Set<string>> {
      return new Set((await db.select({ id: media.id }).from(media).where(inArray(media.id, ids))).map((r) => r.id));
    },
    async categoryExists(id: number): Promise<boolean> {
      return (
        (await first(
          db.select({ id: programCategories.id }).from(programCategories).where(eq(programCategories.id, id)),
        )) !== undefined
      );
    },
    async eventExists(id: number): Promise<boolean> {
      return (await first(db.select({ id: events.id }).from(events).where(eq(events.id, id)))) !== undefined;
    },
    async programExists(id: number): Promise<boolean> {
      return (await first(db.select({ id: programs.id }).from(programs).where(eq(programs.id, id)))) !== undefined;
    },
    async sessionExists(id: number): Promise<boolean> {
      return (
        (await first(db.select({ id: programSessions.id }).from(programSessions).where(eq(programSessions.id, id)))) !==
        undefined
      );
    },
    async programsInCategory(categoryId: number): Promise<number> {
      const [held] = await db.select({ n: count() }).from(programs).where(eq(programs.categoryId, categoryId));
      return held?.n ?? 0;
    },

    // ------------------------------------------------------------ writes (undefined: no such row)

    insertCategory: (row: NewCategory) =>
      first(db.insert(programCategories).values(row).returning({ id: programCategories.id })),
    updateCategory: (id: number, patch: Partial<NewCategory>) =>
      first(
        db
          .update(programCategories)
          .set({ ...patch, updatedAt: sql`now()` })
          .where(eq(programCategories.id, id))
          .returning({ id: programCategories.id }),
      ),
    deleteCategory: (id: number) =>
      first(db.delete(programCategories).where(eq(programCategories.id, id)).returning({ id: programCategories.id })),

    insertProgram: (row: NewProgram) => first(db.insert(programs).values(row).returning({ id: programs.id })),
    async updateProgram(id: number, patch: Partial<NewProgram>): Promise<void> {
      await db
        .update(programs)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(programs.id, id));
    },
    deleteProgram: (id: number) => first(db.delete(programs).where(eq(programs.id, id)).returning({ id: programs.id })),

    insertSession: (programId: number, row: NewSession) =>
      first(
        db
          .insert(programSessions)
          .values({ ...row, programId })
          .returning({ id: programSessions.id }),
      ),
    async updateSession(id: number, patch: Partial<NewSession>): Promise<void> {
      await db
        .update(programSessions)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(programSessions.id, id));
    },
    deleteSession: (id: number) =>
      first(db.delete(programSessions).where(eq(programSessions.id, id)).returning({ id: programSessions.id })),
  };
}
export type ProgramsRepository = ReturnType<typeof createProgramsRepository>;
