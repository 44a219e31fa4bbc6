import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '#server/test/app';
import { createMember, signIn, nextIp } from '#server/test/members';
import { clientOf } from '#server/test/accounts';
import { loadSigningSecret, sha256 } from '#server/lib/secrets';
import { users } from '../users/users.table';
import { createAccessTokens } from './auth.tokens';
import { refreshTokens, sessions } from './auth.table';

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('sessions: access tokens, refresh rotation, sign-out', () => {
  let t: TestApp;
  let secret: Uint8Array;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: 'true' });
    secret = loadSigningSecret(t.config.jwtSecret, t.config.dataDir);
  });
  afterAll(() => t.close());

  const me = (token?: string) => clientOf(t.app, token ? { token } : {}).get('/api/me');
  const refresh = (refreshToken: string) => clientOf(t.app).post('/api/auth/signin/refresh', { refreshToken });
  const expectStatus = async (
    res: Promise<{ statusCode: number; json(): { code: string } }>,
    status: number,
    code: string,
  ) => {
    const r = await res;
    expect(r.statusCode).toBe(status);
    expect(r.json().code).toBe(code);
  };
  const sessionIdOf = async (refreshToken: string) =>
    (
      await t.app.database.db
        .select({ sessionId: refreshTokens.sessionId })
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(refreshToken)))
    )[0]!.sessionId;

  describe('the access token on member calls', () => {
    it('opens GET /api/me', async () => {
      const member = await createMember(t.app);
      const { accessToken } = await signIn(t.app, member.email, member.password, nextIp());
      const res = await me(accessToken);
      expect(res.statusCode).toBe(200);
      expect(res.json().email).toBe(member.email);
    });

    it('is required: no token, or another scheme, is 401 AUTH_REQUIRED (never TOKEN_EXPIRED)', async () => {
      await expectStatus(me(), 401, 'AUTH_REQUIRED');
      const basic = await t.app.inject({ url: '/api/me', headers: { authorization: 'Basic dXNlcjpwYXNz' } });
      expect(basic.statusCode).toBe(401);
      expect(basic.json().code).toBe('AUTH_REQUIRED');
    });

    it('answers a genuine expired token with 401 TOKEN_EXPIRED', async () => {
      const member = await createMember(t.app);
      const { refreshToken } = await signIn(t.app, member.email, member.password, nextIp());
      const old = createAccessTokens(secret, () => Date.now() - 16 * 60 * 1000);
      const token = await old.sign({ userId: member.id, sessionId: await sessionIdOf(refreshToken) });
      await expectStatus(me(token), 401, 'TOKEN_EXPIRED');
    });

    it('answers forged, unsigned, garbage and forged-expired tokens with 402 INVALID_TOKEN', async () => {
      const member = await createMember(t.app);
      const { accessToken, refreshToken } = await signIn(t.app, member.email, member.password, nextIp());
      const sessionId = await sessionIdOf(refreshToken);
      const otherSecret = new TextEncoder().encode('another-secret-of-at-least-32-characters!');
      const forged = await createAccessTokens(otherSecret).sign({ userId: member.id, sessionId });
      const forgedExpired = await createAccessTokens(otherSecret, () => Date.now() - 16 * 60 * 1000).sign({
        userId: member.id,
        sessionId,
      });
      const claims = JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString());
      const unsigned = `${b64({ alg: 'none', typ: 'at+jwt' })}.${b64(claims)}.`;
      const [header, , signature] = accessToken.split('.');
      const otherUser = `${header}.${b64({ ...claims, sub: String(member.id + 1000) })}.${signature}`;

      for (const token of [forged, forgedExpired, unsigned, otherUser, 'garbage', 'a.b.c']) {
        await expectStatus(me(token), 402, 'INVALID_TOKEN');
      }
      // The genuine one still works.
      expect((await me(accessToken)).statusCode).toBe(200);
    });

    it('answers a validly signed token whose claims name no possible session or member with 402, never a 5xx', async () => {
      const member = await createMember(t.app);
      const { refreshToken } = await signIn(t.app, member.email, member.password, nextIp());
      const sessionId = await sessionIdOf(refreshToken);
      const tokens = createAccessTokens(secret);
      for (const claims of [
        { userId: member.id, sessionId: 'x' },
        { userId: member.id, sessionId: `${sessionId}x` },
        { userId: 2 ** 40, sessionId },
      ]) {
        await expectStatus(me(await tokens.sign(claims)), 402, 'INVALID_TOKEN');
        const put = await clientOf(t.app, { token: await tokens.sign(claims) }).put('/api/me/password', {
          currentPassword: member.password,
          newPassword: 'Fresh!Meadow77',
        });
        expect(put.statusCode).toBe(402);
      }
    });

    it('stops working when its member is deleted (402)', async () => {
      const member = await createMember(t.app);
      const { accessToken, refreshToken } = await signIn(t.app, member.email, member.password, nextIp());
      await t.app.database.db.delete(users).where(eq(users.id, member.id));
      await expectStatus(me(accessToken), 402, 'INVALID_TOKEN');
      await expectStatus(refresh(refreshToken), 402, 'INVALID_TOKEN');
    });
  });

  describe('refresh', () => {
    it('rotates: a new pair, the new access token works', async () => {
      const member = await createMember(t.app);
      const first = await signIn(t.app, member.email, member.password, nextIp());
      const res = await refresh(first.refreshToken);
      expect(res.statusCode).toBe(200);
      const pair = res.json();
      expect(Object.keys(pair).sort()).toEqual(['accessToken', 'refreshToken']);
      expect(pair.refreshToken).not.toBe(first.refreshToken);
      expect((await me(pair.accessToken)).statusCode).toBe(200);
      // And the new refresh token rotates in turn.
      expect((await refresh(pair.refreshToken)).statusCode).toBe(200);
    });

    it('gives a tab refreshing again within 10 s of the rotation the same successor', async () => {
      const member = await createMember(t.app);
      const first = await signIn(t.app, member.email, member.password, nextIp());
      const a = (await refresh(first.refreshToken)).json();
      const again = await refresh(first.refreshToken);
      expect(again.statusCode).toBe(200);
      const b = again.json();
      expect(b.refreshToken).toBe(a.refreshToken);
      expect((await me(a.accessToken)).statusCode).toBe(200);
      expect((await me(b.accessToken)).statusCode).toBe(200);
      expect((await refresh(b.refreshToken)).statusCode).toBe(200);
    });

    it('answers 20 concurrent refreshes of one token with one successor, which works', async () => {
      const member = await createMember(t.app);
      const first = await signIn(t.app, member.email, member.password, nextIp());
      const sessionId = await sessionIdOf(first.refreshToken);
      const replies = await Promise.all(Array.from({ length: 20 }, () => refresh(first.refreshToken)));
      expect(replies.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
      const successors = new Set(replies.map((r) => r.json().refreshToken as string));
      expect(successors.size).toBe(1);
      const stored = await t.app.database.db
        .select({ id: refreshTokens.id })
        .from(refreshTokens)
        .where(eq(refreshTokens.sessionId, sessionId));
      expect(stored).toHaveLength(2); // the first token and its one successor

      const [successor] = successors;
      expect((await me(replies[19]!.json().accessToken)).statusCode).toBe(200);
      const next = await refresh(successor!);
      expect(next.statusCode).toBe(200);
      expect(next.json().refreshToken).not.toBe(successor);
      expect((await me(next.json().accessToken)).statusCode).toBe(200);
    });

    it('treats a replay after the grace as theft: 402 and the whole session is revoked', async () => {
      const member = await createMember(t.app);
      const first = await signIn(t.app, member.email, member.password, nextIp());
      const newest = (await refresh(first.refreshToken)).json();
      await t.app.database.db
        .update(refreshTokens)
        .set({ rotatedAt: sql`now() - interval '11 seconds'` })
        .where(eq(refreshTokens.tokenHash, sha256(first.refreshToken)));

      await expectStatus(refresh(first.refreshToken), 402, 'INVALID_TOKEN');
      await expectStatus(refresh(newest.refreshToken), 402, 'INVALID_TOKEN');
      await expectStatus(me(newest.accessToken), 402, 'INVALID_TOKEN');
      await expectStatus(me(first.accessToken), 402, 'INVALID_TOKEN');
      // Only that device: the member signs in again normally.
      const again = await signIn(t.app, member.email, member.password, nextIp());
      expect((await me(again.accessToken)).statusCode).toBe(200);
    });

    it('refuses an unknown or expired refresh token with 402', async () => {
      await expectStatus(refresh('an-unknown-refresh-token-of-some-length'), 402, 'INVALID_TOKEN');
      const member = await createMember(t.app);
      const { refreshToken } = await signIn(t.app, member.email, member.password, nextIp());
      await t.app.database.db
        .update(refreshTokens)
        .set({ expiresAt: sql`now() - interval '1 second'` })
        .where(eq(refreshTokens.tokenHash, sha256(refreshToken)));
      await expectStatus(refresh(refreshToken), 402, 'INVALID_TOKEN');
    });
  });

  describe('sign-out', () => {
    it('revokes the session: its refresh and access tokens stop working, other devices go on', async () => {
      const member = await createMember(t.app);
      const phone = await signIn(t.app, member.email, member.password, nextIp());
      const laptop = await signIn(t.app, member.email, member.password, nextIp());
      const res = await clientOf(t.app).post('/api/auth/signout', { refreshToken: phone.refreshToken });
      expect(res.statusCode).toBe(204);
      await expectStatus(refresh(phone.refreshToken), 402, 'INVALID_TOKEN');
      await expectStatus(me(phone.accessToken), 402, 'INVALID_TOKEN');
      expect((await me(laptop.accessToken)).statusCode).toBe(200);
      const [row] = await t.app.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, await sessionIdOf(phone.refreshToken)));
      expect(row?.revokedAt).not.toBeNull();
    });

    it('answers 204 for a token it does not know (nothing to reveal)', async () => {
      const res = await clientOf(t.app).post('/api/auth/signout', {
        refreshToken: 'an-unknown-refresh-token-of-some-length',
      });
      expect(res.statusCode).toBe(204);
    });
  });

  it('ends every session of the member on a password change, the current one included', async () => {
    const member = await createMember(t.app);
    const a = await signIn(t.app, member.email, member.password, nextIp());
    const b = await signIn(t.app, member.email, member.password, nextIp());
    const res = await clientOf(t.app, { token: a.accessToken }).put('/api/me/password', {
      currentPassword: member.password,
      newPassword: 'Fresh!Meadow77',
    });
    expect(res.statusCode).toBe(204);
    for (const pair of [a, b]) {
      await expectStatus(me(pair.accessToken), 402, 'INVALID_TOKEN');
      await expectStatus(refresh(pair.refreshToken), 402, 'INVALID_TOKEN');
    }
  });
});
