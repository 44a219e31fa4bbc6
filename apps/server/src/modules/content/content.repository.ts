import { and, asc, desc, eq, isNotNull, lte, max, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { contentEntries, contentRevisions } from './content.table';

export type Entry = typeof contentEntries.$inferSelect;
export type EntryPatch = Partial<Omit<typeof contentEntries.$inferInsert, 'type' | 'key'>>;
export type Revision = typeof contentRevisions.$inferSelect;

/** Every query of the editorial engine's own tables. */
export function createContentRepository() {
  const whereItem = (type: string, key: string) => and(eq(contentEntries.type, type), eq(contentEntries.key, key));
  return {
    /** Runs `work` in a transaction (a savepoint when `db` is one already). */
    transaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },
    async list(db: Db, type: string): Promise<Entry[]> {
      return db
        .select()
        .from(contentEntries)
        .where(eq(contentEntries.type, type))
        .orderBy(asc(contentEntries.position), desc(contentEntries.createdAt), asc(contentEntries.key));
    },
    async all(db: Db): Promise<Entry[]> {
      return db.select().from(contentEntries);
    },
    async keys(db: Db, type: string): Promise<Set<string>> {
      const rows = await db
        .select({ key: contentEntries.key })
        .from(contentEntries)
        .where(eq(contentEntries.type, type));
      return new Set(rows.map((r) => r.key));
    },
    async get(db: Db, type: string, key: string, forUpdate = false): Promise<Entry | undefined> {
      const query = db.select().from(contentEntries).where(whereItem(type, key));
      const [row] = forUpdate ? await query.for('update') : await query;
      return row;
    },
    async insert(db: Db, entry: typeof contentEntries.$inferInsert): Promise<void> {
      await db.insert(contentEntries).values(entry).onConflictDoNothing();
    },
    async update(db: Db, type: string, key: string, patch: EntryPatch): Promise<void> {
      await db.update(contentEntries).set(patch).where(whereItem(type, key));
    },
    async remove(db: Db, type: string, key: string): Promise<void> {
      await db.delete(contentEntries).where(whereItem(type, key));
      await db.delete(contentRevisions).where(and(eq(contentRevisions.type, type), eq(contentRevisions.key, key)));
    },
    async lastPosition(db: Db, type: string): Promise<number> {
      const [row] = await db
        .select({ n: max(contentEntries.position) })
        .from(contentEntries)
        .where(eq(contentEntries.type, type));
      return row?.n ?? -1;
    },
    /** Items whose publish or unpublish time has come, locked so one instance handles each. */
    async claimDue(db: Db, now: Date, limit = 20): Promise<Entry[]> {
      return db
        .select()
        .from(contentEntries)
        .where(
          or(
            and(isNotNull(contentEntries.publishAt), lte(contentEntries.publishAt, now)),
            and(isNotNull(contentEntries.unpublishAt), lte(contentEntries.unpublishAt, now)),
          ),
        )
        .orderBy(asc(contentEntries.publishAt))
        .limit(limit)
        .for('update', { skipLocked: true });
    },
    async addRevision(db: Db, revision: Omit<typeof contentRevisions.$inferInsert, 'rev'>): Promise<number> {
      const [row] = await db
        .select({ n: max(contentRevisions.rev) })
        .from(contentRevisions)
        .where(and(eq(contentRevisions.type, revision.type), eq(contentRevisions.key, revision.key)));
      const rev = (row?.n ?? 0) + 1;
      await db.insert(contentRevisions).values({ ...revision, rev });
      return rev;
    },
    async revisions(db: Db, type: string, key: string): Promise<Omit<Revision, 'data'>[]> {
      return db
        .select({
          id: contentRevisions.id,
          type: contentRevisions.type,
          key: contentRevisions.key,
          rev: contentRevisions.rev,
          kind: contentRevisions.kind,
          memo: contentRevisions.memo,
          authorId: contentRevisions.authorId,
          authorEmail: contentRevisions.authorEmail,
          createdAt: contentRevisions.createdAt,
        })
        .from(contentRevisions)
        .where(and(eq(contentRevisions.type, type), eq(contentRevisions.key, key)))
        .orderBy(desc(contentRevisions.rev))
        .limit(200);
    },
    async revision(db: Db, type: string, key: string, rev: number): Promise<Revision | undefined> {
      const [row] = await db
        .select()
        .from(contentRevisions)
        .where(and(eq(contentRevisions.type, type), eq(contentRevisions.key, key), eq(contentRevisions.rev, rev)));
      return row;
    },
    async setPositions(db: Db, type: string, keys: string[]): Promise<void> {
      for (const [position, key] of keys.entries())
        await db
          .update(contentEntries)
          .set({ position, updatedAt: sql`now()` })
          .where(whereItem(type, key));
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
