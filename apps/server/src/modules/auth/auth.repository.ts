import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client';
import { emailCodes, refreshTokens, sessions, verificationTokens } from './auth.table';

const seconds = (s: number) => sql`(now() + make_interval(secs => ${s}))`;

/** A verification token issued for this e-mail and purpose, not used yet and not expired. */
const liveToken = (email: string, purpose: string, tokenHash: string) =>
  and(
    eq(verificationTokens.tokenHash, tokenHash),
    eq(verificationTokens.email, email),
    eq(verificationTokens.purpose, purpose),
    isNull(verificationTokens.usedAt),
    gt(verificationTokens.expiresAt, sql`now()`),
  );

/** At most `max` e-mail codes to one address for one purpose in any `windowSeconds`. */
export interface EmailCodeCap {
  max: number;
  windowSeconds: number;
}

/** Sessions, refresh tokens, e-mail codes and verification tokens. */
export function createAuthRepository(db: Db) {
  /**
   * Seconds until another code may be sent to the address for the purpose under every cap
   * (at most `max` codes in any `windowSeconds`); 0 when one may be sent now.
   */
  async function emailCodeWait(email: string, purpose: string, caps: readonly EmailCodeCap[], tx: Db = db) {
    let wait = 0;
    for (const { max, windowSeconds } of caps) {
      // The max-th newest code in the window: until it leaves the window, the cap is full.
      const [row] = await tx
        .select({
          left: sql<number>`extract(epoch from ${emailCodes.createdAt} + make_interval(secs => ${windowSeconds}) - now())::float8`,
        })
        .from(emailCodes)
        .where(
          and(
            eq(emailCodes.email, email),
            eq(emailCodes.purpose, purpose),
            gt(emailCodes.createdAt, seconds(-windowSeconds)),
          ),
        )
        .orderBy(desc(emailCodes.createdAt))
        .offset(max - 1)
        .limit(1);
      if (row) wait = Math.max(wait, Math.ceil(row.left));
    }
    return wait;
  }

  return {
    async createSession(
      input: { userId: number; userAgent: string | null; ip: string | null; ttlSeconds: number },
      tx: Db = db,
    ) {
      const [row] = await tx
        .insert(sessions)
        .values({
          userId: input.userId,
          userAgent: input.userAgent,
          ip: input.ip,
          expiresAt: seconds(input.ttlSeconds),
        })
        .returning();
      if (!row) throw new Error('session insert returned no row');
      return row;
    },
    async session(id: string) {
      return (await db.select().from(sessions).where(eq(sessions.id, id)))[0];
    },
    async activeSessions(userId: number) {
      return db
        .select()
        .from(sessions)
        .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql`now()`)))
        .orderBy(desc(sessions.lastUsedAt));
    },
    async touchSession(id: string, ttlSeconds: number, ip: string | null, tx: Db = db) {
      await tx
        .update(sessions)
        .set({ lastUsedAt: sql`now()`, expiresAt: seconds(ttlSeconds), ip })
        .where(eq(sessions.id, id));
    },
    async revokeSession(id: string, userId?: number) {
      const where = userId === undefined ? eq(sessions.id, id) : and(eq(sessions.id, id), eq(sessions.userId, userId));
      const rows = await db
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(and(where, isNull(sessions.revokedAt)))
        .returning({ id: sessions.id });
      return rows.length > 0;
    },
    /** Revokes every session of a member, or every one but `keep`. */
    async revokeSessionsOf(userId: number, keep?: string, tx: Db = db) {
      const base = and(eq(sessions.userId, userId), isNull(sessions.revokedAt));
      await tx
        .update(sessions)
        .set({ revokedAt: sql`now()` })
        .where(keep ? and(base, ne(sessions.id, keep)) : base);
    },

    /** Stores a refresh token; one already stored (the same successor asked for twice) is kept as it is. */
    async addRefreshToken(sessionId: string, tokenHash: string, ttlSeconds: number, tx: Db = db) {
      await tx
        .insert(refreshTokens)
        .values({ sessionId, tokenHash, expiresAt: seconds(ttlSeconds) })
        .onConflictDoNothing({ target: refreshTokens.tokenHash });
    },
    /** The token with its session, and how many seconds ago it was rotated (null when never). */
    async refreshToken(tokenHash: string) {
      const [row] = await db
        .select({
          id: refreshTokens.id,
          sessionId: refreshTokens.sessionId,
          expired: sql<boolean>`${refreshTokens.expiresAt} <= now()`,
          rotatedSecondsAgo: sql<number | null>`extract(epoch from now() - ${refreshTokens.rotatedAt})::float8`,
          userId: sessions.userId,
          sessionRevoked: sql<boolean>`${sessions.revokedAt} is not null`,
        })
        .from(refreshTokens)
        .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
        .where(eq(refreshTokens.tokenHash, tokenHash));
      return row;
    },
    /** Marks a token used; true when this call did (a concurrent use sees false). */
    async markRotated(id: number, tx: Db = db) {
      const rows = await tx
        .update(refreshTokens)
        .set({ rotatedAt: sql`now()` })
        .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.rotatedAt)))
        .returning({ id: refreshTokens.id });
      return rows.length > 0;
    },

    emailCodeWait,
    /**
     * Stores a new code, replacing any earlier one for the same address and purpose, unless the
     * caps are full: then nothing is stored and the wait is returned. Codes for one address and
     * purpose are added one at a time (a transaction lock), so the caps hold under any
     * concurrency and across server processes.
     */
    async addEmailCode(
      email: string,
      purpose: string,
      codeHash: string,
      ttlSeconds: number,
      caps: readonly EmailCodeCap[],
    ): Promise<number> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`email-code:${purpose}:${email}`}))`);
        const wait = await emailCodeWait(email, purpose, caps, tx);
        if (wait > 0) return wait;
        await tx
          .update(emailCodes)
          .set({ consumedAt: sql`now()` })
          .where(and(eq(emailCodes.email, email), eq(emailCodes.purpose, purpose), isNull(emailCodes.consumedAt)));
        await tx.insert(emailCodes).values({ email, purpose, codeHash, expiresAt: seconds(ttlSeconds) });
        return 0;
      });
    },
    async liveEmailCode(email: string, purpose: string) {
      const [row] = await db
        .select()
        .from(emailCodes)
        .where(
          and(
            eq(emailCodes.email, email),
            eq(emailCodes.purpose, purpose),
            isNull(emailCodes.consumedAt),
            gt(emailCodes.expiresAt, sql`now()`),
          ),
        )
        .orderBy(desc(emailCodes.createdAt))
        .limit(1);
      return row;
    },
    /** Counts a wrong try; returns the tries so far, atomically. */
    async countWrongTry(id: number) {
      const [row] = await db
        .update(emailCodes)
        .set({ attempts: sql`${emailCodes.attempts} + 1` })
        .where(eq(emailCodes.id, id))
        .returning({ attempts: emailCodes.attempts });
      return row?.attempts ?? Number.POSITIVE_INFINITY;
    },
    async consumeEmailCode(id: number) {
      const rows = await db
        .update(emailCodes)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(emailCodes.id, id), isNull(emailCodes.consumedAt)))
        .returning({ id: emailCodes.id });
      return rows.length > 0;
    },

    async addVerificationToken(email: string, purpose: string, tokenHash: string, ttlSeconds: number) {
      await db.insert(verificationTokens).values({ email, purpose, tokenHash, expiresAt: seconds(ttlSeconds) });
    },
    /** True when the token is live (issued for this e-mail and purpose, unused, unexpired); uses nothing. */
    async verificationTokenLive(email: string, purpose: string, tokenHash: string) {
      const rows = await db
        .select({ id: verificationTokens.id })
        .from(verificationTokens)
        .where(liveToken(email, purpose, tokenHash));
      return rows.length > 0;
    },
    /** Uses a verification token once, inside the caller's transaction; false when absent, used or expired. */
    async useVerificationToken(email: string, purpose: string, tokenHash: string, tx: Db = db) {
      const rows = await tx
        .update(verificationTokens)
        .set({ usedAt: sql`now()` })
        .where(liveToken(email, purpose, tokenHash))
        .returning({ id: verificationTokens.id });
      return rows.length > 0;
    },
  };
}
export type AuthRepository = ReturnType<typeof createAuthRepository>;
