import { and, asc, count, desc, eq, lte, max } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { contentReleaseItems, contentReleases } from './releases.table';

export type ReleaseRow = typeof contentReleases.$inferSelect;
export type ReleasePatch = Partial<Omit<typeof contentReleases.$inferInsert, 'id'>>;
export interface ReleaseItemRef {
  type: string;
  key: string;
}

/** Every query on the releases' tables. */
export function createReleasesRepository() {
  return {
    /** Runs `work` in a transaction (a savepoint when `db` is one already). */
    transaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
      return db.transaction((tx) => work(tx as unknown as Db));
    },
    async insert(db: Db, row: { title: string; authorId: number | null; authorEmail: string }): Promise<number> {
      const [created] = await db.insert(contentReleases).values(row).returning({ id: contentReleases.id });
      return created!.id;
    },
    async get(db: Db, id: number, forUpdate = false): Promise<ReleaseRow | undefined> {
      const query = db.select().from(contentReleases).where(eq(contentReleases.id, id));
      const [row] = forUpdate ? await query.for('update') : await query;
      return row;
    },
    /** Newest first, with how many items each holds. */
    async list(db: Db): Promise<Array<ReleaseRow & { itemCount: number }>> {
      const counts = db
        .select({ releaseId: contentReleaseItems.releaseId, n: count().as('n') })
        .from(contentReleaseItems)
        .groupBy(contentReleaseItems.releaseId)
        .as('counts');
      const rows = await db
        .select({ release: contentReleases, n: counts.n })
        .from(contentReleases)
        .leftJoin(counts, eq(counts.releaseId, contentReleases.id))
        .orderBy(desc(contentReleases.createdAt), desc(contentReleases.id))
        .limit(200);
      return rows.map((r) => ({ ...r.release, itemCount: Number(r.n ?? 0) }));
    },
    async failed(db: Db): Promise<ReleaseRow[]> {
      return db
        .select()
        .from(contentReleases)
        .where(eq(contentReleases.status, 'failed'))
        .orderBy(desc(contentReleases.updatedAt))
        .limit(50);
    },
    async items(db: Db, releaseId: number): Promise<ReleaseItemRef[]> {
      return db
        .select({ type: contentReleaseItems.type, key: contentReleaseItems.key })
        .from(contentReleaseItems)
        .where(eq(contentReleaseItems.releaseId, releaseId))
        .orderBy(asc(contentReleaseItems.position));
    },
    /** Adds an item after the others; false when the release holds it already. */
    async addItem(db: Db, releaseId: number, item: ReleaseItemRef): Promise<boolean> {
      const [last] = await db
        .select({ n: max(contentReleaseItems.position) })
        .from(contentReleaseItems)
        .where(eq(contentReleaseItems.releaseId, releaseId));
      const added = await db
        .insert(contentReleaseItems)
        .values({ releaseId, ...item, position: (last?.n ?? -1) + 1 })
        .onConflictDoNothing()
        .returning({ key: contentReleaseItems.key });
      return added.length > 0;
    },
    /** Takes an item out; false when the release did not hold it. */
    async removeItem(db: Db, releaseId: number, item: ReleaseItemRef): Promise<boolean> {
      const gone = await db
        .delete(contentReleaseItems)
        .where(
          and(
            eq(contentReleaseItems.releaseId, releaseId),
            eq(contentReleaseItems.type, item.type),
            eq(contentReleaseItems.key, item.key),
          ),
        )
        .returning({ key: contentReleaseItems.key });
      return gone.length > 0;
    },
    async update(db: Db, id: number, patch: ReleasePatch): Promise<void> {
      await db.update(contentReleases).set(patch).where(eq(contentReleases.id, id));
    },
    async remove(db: Db, id: number): Promise<void> {
      await db.delete(contentReleases).where(eq(contentReleases.id, id));
    },
    /**
     * Scheduled releases whose time has come, locked with SKIP LOCKED: each is published by the
     * one instance that claims it (another skips it, and finds it published once it looks again).
     */
    async claimDue(db: Db, at: Date, limit = 10): Promise<ReleaseRow[]> {
      return db
        .select()
        .from(contentReleases)
        .where(and(eq(contentReleases.status, 'scheduled'), lte(contentReleases.at, at)))
        .orderBy(asc(contentReleases.at), asc(contentReleases.id))
        .limit(limit)
        .for('update', { skipLocked: true });
    },
  };
}
export type ReleasesRepository = ReturnType<typeof createReleasesRepository>;
