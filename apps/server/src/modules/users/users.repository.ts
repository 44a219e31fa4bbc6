import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import type { Role } from '@atrium/shared/api/auth';
import { users } from './users.table';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** What a guess is of: each kind has its own counter, and either one locks the account. */
export type GuessKind = 'password' | 'mfa-code';
const guessCounters = {
  password: { name: 'failedLoginCount', column: users.failedLoginCount },
  'mfa-code': { name: 'failedMfaCodeCount', column: users.failedMfaCodeCount },
} as const;

/** The only place that speaks Drizzle about members. */
export function createUsersRepository(db: Db) {
  return {
    async byId(id: number): Promise<UserRow | undefined> {
      return (await db.select().from(users).where(eq(users.id, id)))[0];
    },
    /** A live account by e-mail: a deleted member's tombstone is nobody's to sign in to or reset. */
    async byEmail(email: string): Promise<UserRow | undefined> {
      return (
        await db
          .select()
          .from(users)
          .where(and(eq(users.email, email.toLowerCase()), isNull(users.deletedAt)))
      )[0];
    },
    async byPhone(phoneNumber: string): Promise<UserRow | undefined> {
      return (await db.select().from(users).where(eq(users.phoneNumber, phoneNumber)))[0];
    },
    async byNameAndPhone(name: string, phoneNumber: string): Promise<UserRow[]> {
      return db
        .select()
        .from(users)
        .where(and(eq(users.name, name), eq(users.phoneNumber, phoneNumber)));
    },
    async insert(row: NewUser, tx: Db = db): Promise<UserRow> {
      const [created] = await tx.insert(users).values(row).returning();
      if (!created) throw new Error('insert returned no row');
      return created;
    },
    async update(id: number, patch: Partial<NewUser>, tx: Db = db): Promise<UserRow | undefined> {
      const [row] = await tx
        .update(users)
        .set({ ...patch, updatedAt: sql`now()` })
        .where(eq(users.id, id))
        .returning();
      return row;
    },

    /**
     * Reserves one guess (a password, or a second-factor code) before it is checked: its counter
     * goes up only while the account is unlocked and has guesses left, in one atomic statement.
     * Undefined means no guess is allowed (locked, or the 11th guess is already being checked).
     */
    async reserveGuess(id: number, kind: GuessKind, maxFailures: number): Promise<number | undefined> {
      const counter = guessCounters[kind];
      const [row] = await db
        .update(users)
        .set({ [counter.name]: sql`${counter.column} + 1` })
        .where(and(eq(users.id, id), isNull(users.lockedAt), lte(counter.column, maxFailures)))
        .returning({ count: counter.column });
      return row?.count;
    },
    async resetGuesses(id: number, kind: GuessKind): Promise<void> {
      await db
        .update(users)
        .set({ [guessCounters[kind].name]: 0 })
        .where(eq(users.id, id));
    },
    /** Locks the account; true when this call locked it (so only one lock e-mail goes out). */
    async lock(id: number): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ lockedAt: sql`now()` })
        .where(and(eq(users.id, id), isNull(users.lockedAt)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    // ------------------------------------------------ the first admin (users.bootstrap.ts)

    /** Any account with this (lower-cased) e-mail, deleted or not. */
    async roleByEmail(email: string): Promise<{ id: number; role: string } | undefined> {
      return (await db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, email)))[0];
    },
    async setRole(id: number, role: Role): Promise<void> {
      await db.update(users).set({ role }).where(eq(users.id, id));
    },
    async anyAdmin(): Promise<boolean> {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.role, 'ADMIN')).limit(1);
      return row !== undefined;
    },
    /** Inserts the account unless its e-mail is taken. */
    async insertUnlessTaken(row: NewUser): Promise<void> {
      await db.insert(users).values(row).onConflictDoNothing({ target: users.email });
    },
    /** Inserts the account, or makes the one holding its e-mail an admin; false when neither wrote a row. */
    async insertOrPromote(row: NewUser): Promise<boolean> {
      const inserted = await db
        .insert(users)
        .values(row)
        .onConflictDoUpdate({ target: users.email, set: { role: 'ADMIN' } })
        .returning({ id: users.id });
      return inserted.length > 0;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
