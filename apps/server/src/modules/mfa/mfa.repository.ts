import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { mfaChallenges, mfaRecoveryCodes, mfaStepUps, userTotp } from './mfa.table';
import { userPasskeys, webauthnChallenges } from './passkey.table';

/** Storage of TOTP secrets, recovery codes, pending sign-ins and step-ups. */
export function createMfaRepository(db: Db) {
  return {
    async totp(userId: number) {
      const [row] = await db.select().from(userTotp).where(eq(userTotp.userId, userId));
      return row;
    },

    /** A new pending secret (replacing an unconfirmed one); never over a confirmed one. */
    async savePending(userId: number, secretEncrypted: string) {
      await db
        .insert(userTotp)
        .values({ userId, secretEncrypted })
        .onConflictDoUpdate({
          target: userTotp.userId,
          set: { secretEncrypted, lastStep: null, createdAt: new Date() },
          setWhere: isNull(userTotp.confirmedAt),
        });
    },

    /** Records a code's time step if it is newer than the last accepted one; false on replay. */
    async acceptStep(userId: number, step: number): Promise<boolean> {
      const rows = await db
        .update(userTotp)
        .set({ lastStep: step })
        .where(and(eq(userTotp.userId, userId), or(isNull(userTotp.lastStep), lt(userTotp.lastStep, step))))
        .returning({ userId: userTotp.userId });
      return rows.length === 1;
    },

    async confirm(userId: number, codeHashes: string[]) {
      await db.transaction(async (tx) => {
        await tx.update(userTotp).set({ confirmedAt: new Date() }).where(eq(userTotp.userId, userId));
        await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
        await tx.insert(mfaRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
      });
    },

    async replaceRecoveryCodes(userId: number, codeHashes: string[]) {
      await db.transaction(async (tx) => {
        await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
        await tx.insert(mfaRecoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
      });
    },

    /** Spends an unused recovery code; false when there is none with this hash. */
    async useRecoveryCode(userId: number, codeHash: string): Promise<boolean> {
      const rows = await db
        .update(mfaRecoveryCodes)
        .set({ usedAt: new Date() })
        .where(
          and(
            eq(mfaRecoveryCodes.userId, userId),
            eq(mfaRecoveryCodes.codeHash, codeHash),
            isNull(mfaRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: mfaRecoveryCodes.id });
      return rows.length === 1;
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(mfaRecoveryCodes)
        .where(and(eq(mfaRecoveryCodes.userId, userId), isNull(mfaRecoveryCodes.usedAt)));
      return row?.n ?? 0;
    },

    /** Turns two-factor off: passkeys, being a second method beside TOTP, go with it. */
    async remove(userId: number) {
      await db.transaction(async (tx) => {
        await tx.delete(userPasskeys).where(eq(userPasskeys.userId, userId));
        await tx.delete(webauthnChallenges).where(eq(webauthnChallenges.userId, userId));
        await tx.delete(userTotp).where(eq(userTotp.userId, userId));
        await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, userId));
        await tx.delete(mfaChallenges).where(eq(mfaChallenges.userId, userId));
      });
    },

    async addChallenge(tokenHash: string, userId: number, expiresAt: Date) {
      await db.insert(mfaChallenges).values({ tokenHash, userId, expiresAt });
    },

    async challenge(tokenHash: string, now: Date) {
      const [row] = await db
        .select()
        .from(mfaChallenges)
        .where(and(eq(mfaChallenges.tokenHash, tokenHash), gt(mfaChallenges.expiresAt, now)));
      return row;
    },

    /** Counts a wrong code; returns the failures so far. */
    async failChallenge(tokenHash: string): Promise<number> {
      const [row] = await db
        .update(mfaChallenges)
        .set({ failures: sql`${mfaChallenges.failures} + 1` })
        .where(eq(mfaChallenges.tokenHash, tokenHash))
        .returning({ failures: mfaChallenges.failures });
      return row?.failures ?? Number.MAX_SAFE_INTEGER;
    },

    /** Ends a challenge; true for the one caller that ended it (a token completes once). */
    async endChallenge(tokenHash: string): Promise<boolean> {
      const rows = await db
        .delete(mfaChallenges)
        .where(eq(mfaChallenges.tokenHash, tokenHash))
        .returning({ tokenHash: mfaChallenges.tokenHash });
      return rows.length === 1;
    },

    async markStepUp(sessionId: string, at: Date) {
      await db
        .insert(mfaStepUps)
        .values({ sessionId, at })
        .onConflictDoUpdate({ target: mfaStepUps.sessionId, set: { at } });
    },

    async stepUpAt(sessionId: string): Promise<Date | undefined> {
      const [row] = await db.select().from(mfaStepUps).where(eq(mfaStepUps.sessionId, sessionId));
      return row?.at;
    },
  };
}
export type MfaRepository = ReturnType<typeof createMfaRepository>;
