import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { userPasskeys, webauthnChallenges } from './passkey.table';

export type ChallengePurpose = 'register' | 'signin' | 'step-up';
export type PasskeyRow = typeof userPasskeys.$inferSelect;

/** Storage of passkeys and of the WebAuthn challenges handed out for them. */
export function createPasskeyRepository(db: Db) {
  return {
    async list(userId: number): Promise<PasskeyRow[]> {
      return db.select().from(userPasskeys).where(eq(userPasskeys.userId, userId)).orderBy(asc(userPasskeys.id));
    },

    async count(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(userPasskeys)
        .where(eq(userPasskeys.userId, userId));
      return row?.n ?? 0;
    },

    async byCredentialId(userId: number, credentialId: string): Promise<PasskeyRow | undefined> {
      const [row] = await db
        .select()
        .from(userPasskeys)
        .where(and(eq(userPasskeys.userId, userId), eq(userPasskeys.credentialId, credentialId)));
      return row;
    },

    /** False when the credential is already registered (to anyone). */
    async add(row: typeof userPasskeys.$inferInsert): Promise<PasskeyRow | undefined> {
      const [added] = await db.insert(userPasskeys).values(row).onConflictDoNothing().returning();
      return added;
    },

    async markUsed(id: number, counter: number, at: Date) {
      await db.update(userPasskeys).set({ counter, lastUsedAt: at }).where(eq(userPasskeys.id, id));
    },

    async remove(userId: number, id: number): Promise<boolean> {
      const rows = await db
        .delete(userPasskeys)
        .where(and(eq(userPasskeys.userId, userId), eq(userPasskeys.id, id)))
        .returning({ id: userPasskeys.id });
      return rows.length === 1;
    },

    async addChallenge(challenge: string, userId: number, purpose: ChallengePurpose, expiresAt: Date, now: Date) {
      // Expired ones are swept as new ones come: the table stays as small as the sign-ins in flight.
      await db.delete(webauthnChallenges).where(lt(webauthnChallenges.expiresAt, now));
      await db.insert(webauthnChallenges).values({ challenge, userId, purpose, expiresAt });
    },

    /** Spends a challenge: true for the one caller that finds it unexpired, for this user and purpose. */
    async takeChallenge(challenge: string, userId: number, purpose: ChallengePurpose, now: Date): Promise<boolean> {
      const rows = await db
        .delete(webauthnChallenges)
        .where(and(eq(webauthnChallenges.challenge, challenge), eq(webauthnChallenges.userId, userId)))
        .returning({ purpose: webauthnChallenges.purpose, expiresAt: webauthnChallenges.expiresAt });
      const [row] = rows;
      return row !== undefined && row.purpose === purpose && row.expiresAt > now;
    },
  };
}
export type PasskeyRepository = ReturnType<typeof createPasskeyRepository>;
