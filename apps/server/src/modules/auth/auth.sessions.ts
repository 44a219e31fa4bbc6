import { createHmac } from 'node:crypto';
import { REFRESH_REUSE_GRACE_SECONDS, REFRESH_TOKEN_TTL_SECONDS } from '@atrium/shared/limits';
import { appError } from '#server/lib/app-error';
import { randomToken, sha256 } from '#server/lib/secrets';
import type { Db } from '#server/db/client';
import type { AccessTokens } from './auth.tokens';
import type { AuthRepository } from './auth.repository';

export interface Client {
  ip: string | null;
  userAgent: string | null;
}

/** The client address as stored (sessions.ip is 64 characters; a forwarded header can say anything). */
const storedIp = (client: Client) => client.ip?.slice(0, 64) ?? null;

/**
 * Sessions as docs/spec/decisions.md §6: a 15-minute access JWT and an opaque refresh token
 * (stored hashed, 14 days) rotated on every use. A token presented again within 10 s of its
 * rotation (tabs refreshing together) gets the same successor as the first use did; later,
 * the reuse means theft, and the whole session is revoked.
 *
 * A successor is derived from its predecessor with a server key rather than drawn at random,
 * so every refresh of one token names the same one (stored once) without keeping the
 * successor readable anywhere: one token yields one working pair, however many ask at once.
 */
export function createSessions(db: Db, repo: AuthRepository, tokens: AccessTokens, key: Uint8Array) {
  const successorOf = (refreshToken: string) =>
    createHmac('sha256', key).update(`refresh-successor:${refreshToken}`).digest('base64url');

  async function pairFor(userId: number, sessionId: string, refreshToken: string, tx: Db = db) {
    await repo.addRefreshToken(sessionId, sha256(refreshToken), REFRESH_TOKEN_TTL_SECONDS, tx);
    return { accessToken: await tokens.sign({ userId, sessionId }), refreshToken };
  }

  return {
    async start(userId: number, client: Client) {
      return db.transaction(async (tx) => {
        const session = await repo.createSession(
          {
            userId,
            userAgent: client.userAgent?.slice(0, 400) ?? null,
            ip: storedIp(client),
            ttlSeconds: REFRESH_TOKEN_TTL_SECONDS,
          },
          tx,
        );
        return { sessionId: session.id, ...(await pairFor(userId, session.id, randomToken(), tx)) };
      });
    },

    async refresh(refreshToken: string, client: Client) {
      const found = await repo.refreshToken(sha256(refreshToken));
      if (!found || found.expired || found.sessionRevoked) throw appError('INVALID_TOKEN');
      const firstUse = found.rotatedSecondsAgo === null && (await repo.markRotated(found.id));
      if (!firstUse) {
        // Used before: a parallel tab within the grace window, or a replayed (stolen) token.
        const ago = found.rotatedSecondsAgo ?? 0;
        if (ago > REFRESH_REUSE_GRACE_SECONDS) {
          await repo.revokeSession(found.sessionId);
          throw appError('INVALID_TOKEN');
        }
      }
      return db.transaction(async (tx) => {
        await repo.touchSession(found.sessionId, REFRESH_TOKEN_TTL_SECONDS, storedIp(client), tx);
        return pairFor(found.userId, found.sessionId, successorOf(refreshToken), tx);
      });
    },

    async end(refreshToken: string) {
      const found = await repo.refreshToken(sha256(refreshToken));
      if (found) await repo.revokeSession(found.sessionId);
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;
