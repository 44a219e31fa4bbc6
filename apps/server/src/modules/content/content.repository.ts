import { and, asc, desc, eq, gte, isNotNull, isNull, lt, lte, max, ne, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { users } from '../users/users.table';
import { contentEntries, contentOrders, contentPresence, contentRevisions } from './content.table';

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
    /** Every change to an item is a new version of it (docs/spec/decisions.md §15). */
    async update(db: Db, type: string, key: string, patch: EntryPatch): Promise<void> {
      await db
        .update(contentEntries)
        .set({ ...patch, version: sql`${contentEntries.version} + 1` })
        .where(whereItem(type, key));
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
            // A scheduled publish that failed keeps its schedule, marked, until staff act on it.
            and(
              isNotNull(contentEntries.publishAt),
              lte(contentEntries.publishAt, now),
              isNull(contentEntries.scheduleFailure),
            ),
            and(isNotNull(contentEntries.unpublishAt), lte(contentEntries.unpublishAt, now)),
          ),
        )
        .orderBy(asc(contentEntries.publishAt))
        .limit(limit)
        .for('update', { skipLocked: true });
    },
    /**
     * Whether an item of `type` is public now (in this transaction): named by its key, or, for a
     * relation by slug, by its key or its published slug.
     */
    async isLive(db: Db, type: string, value: string, by: 'id' | 'slug' = 'id'): Promise<boolean> {
      const named =
        by === 'slug'
          ? or(eq(contentEntries.key, value), sql`${contentEntries.published} ->> 'slug' = ${value}`)
          : eq(contentEntries.key, value);
      const rows = await db
        .select({ key: contentEntries.key })
        .from(contentEntries)
        .where(and(eq(contentEntries.type, type), isNotNull(contentEntries.published), named))
        .limit(1);
      return rows.length > 0;
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
    /** The newest revision (a draft saved, published or restored), to know whether a draft is kept. */
    async newestRevision(db: Db, type: string, key: string): Promise<Pick<Revision, 'rev' | 'data'> | undefined> {
      const [row] = await db
        .select({ rev: contentRevisions.rev, data: contentRevisions.data })
        .from(contentRevisions)
        .where(and(eq(contentRevisions.type, type), eq(contentRevisions.key, key)))
        .orderBy(desc(contentRevisions.rev))
        .limit(1);
      return row;
    },
    /**
     * Thins saved drafts older than `before` to the last of each day (in `timeZone`), for every
     * item; publishes and restores are kept for good. Returns how many went.
     */
    async thinDrafts(db: Db, before: Date, timeZone: string): Promise<number> {
      const day = (at: typeof contentRevisions.createdAt) => sql`date_trunc('day', ${at} at time zone ${timeZone})`;
      const later = db
        .select({ one: sql`1` })
        .from(sql`${contentRevisions} as newer`)
        .where(
          sql`newer.type = ${contentRevisions.type} and newer.key = ${contentRevisions.key} and newer.kind = 'draft'
            and newer.rev > ${contentRevisions.rev}
            and date_trunc('day', newer.created_at at time zone ${timeZone}) = ${day(contentRevisions.createdAt)}`,
        );
      const gone = await db
        .delete(contentRevisions)
        .where(
          and(
            eq(contentRevisions.kind, 'draft'),
            lt(contentRevisions.createdAt, before),
            sql`exists (${later})`,
            // The draft a scheduled publish is to put live stays until it has.
            sql`not exists (select 1 from ${contentEntries} where ${contentEntries.type} = ${contentRevisions.type}
              and ${contentEntries.key} = ${contentRevisions.key} and ${contentEntries.publishRev} = ${contentRevisions.rev})`,
          ),
        )
        .returning({ id: contentRevisions.id });
      return gone.length;
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
    /** The version of a type's order, locked for the write that checks and changes it. */
    async lockOrder(db: Db, type: string): Promise<number> {
      await db.insert(contentOrders).values({ type }).onConflictDoNothing();
      const [row] = await db.select().from(contentOrders).where(eq(contentOrders.type, type)).for('update');
      return row?.version ?? 1;
    },
    async orderVersion(db: Db, type: string): Promise<number> {
      const [row] = await db.select().from(contentOrders).where(eq(contentOrders.type, type));
      return row?.version ?? 1;
    },
    async bumpOrder(db: Db, type: string): Promise<void> {
      await db
        .update(contentOrders)
        .set({ version: sql`${contentOrders.version} + 1` })
        .where(eq(contentOrders.type, type));
    },
    /**
     * A staff member's heartbeat on an item's editor: since when they have had it open (a gap
     * longer than `ttlSeconds` starts anew).
     */
    async heartbeat(db: Db, type: string, key: string, userId: number, now: Date, ttlSeconds: number): Promise<void> {
      const fresh = new Date(now.getTime() - ttlSeconds * 1000);
      await db
        .insert(contentPresence)
        .values({ type, key, userId, since: now, seenAt: now })
        .onConflictDoUpdate({
          target: [contentPresence.type, contentPresence.key, contentPresence.userId],
          set: {
            since: sql`case when ${contentPresence.seenAt} < ${fresh} then ${now} else ${contentPresence.since} end`,
            seenAt: now,
          },
        });
    },
    /** Who has items of a type (or one item) open now, but `exceptUserId`; oldest first. */
    async editors(db: Db, type: string, since: Date, exceptUserId: number | null, key?: string) {
      return db
        .select({
          key: contentPresence.key,
          id: contentPresence.userId,
          name: users.name,
          since: contentPresence.since,
        })
        .from(contentPresence)
        .innerJoin(users, eq(users.id, contentPresence.userId))
        .where(
          and(
            eq(contentPresence.type, type),
            key === undefined ? undefined : eq(contentPresence.key, key),
            gte(contentPresence.seenAt, since),
            exceptUserId === null ? undefined : ne(contentPresence.userId, exceptUserId),
          ),
        )
        .orderBy(asc(contentPresence.since));
    },
    /** Heartbeats too old to mean anything (a browser closed without a word). */
    async forgetPresence(db: Db, before: Date): Promise<void> {
      await db.delete(contentPresence).where(lt(contentPresence.seenAt, before));
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
