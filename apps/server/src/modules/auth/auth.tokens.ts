import { SignJWT, jwtVerify, errors } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@atrium/shared/limits';
import { appError } from '#server/lib/app-error';

const ALG = 'HS256';
const ISSUER = 'atrium';
const AUDIENCE = 'atrium-api';
const TYPE = 'at+jwt';

/** What the database can look up: a session id is a UUID, a member id a positive int4. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MAX_ID = 2_147_483_647;

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

/**
 * Access tokens: HS256 JWTs of 15 minutes naming the member and the session (device). Signed
 * with `secret`; while the signing secret is being rotated, tokens signed with `previous`
 * (JWT_PREVIOUS_SECRET) are still accepted, so nobody is signed out by the change.
 */
export function createAccessTokens(secret: Uint8Array, now: () => number = Date.now, previous?: Uint8Array) {
  const check = (token: string, key: Uint8Array) =>
    jwtVerify(token, key, {
      algorithms: [ALG],
      issuer: ISSUER,
      audience: AUDIENCE,
      typ: TYPE,
      requiredClaims: ['exp', 'sub', 'sid'],
      currentDate: new Date(now()),
    });
  return {
    async sign({ userId, sessionId }: AccessClaims): Promise<string> {
      const iat = Math.floor(now() / 1000);
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: ALG, typ: TYPE })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + ACCESS_TOKEN_TTL_SECONDS)
        .sign(secret);
    },

    /**
     * One algorithm only; signature checked before expiry (jose verifies the signature first),
     * so a forged expired token is INVALID_TOKEN and only a genuine one is TOKEN_EXPIRED.
     */
    async verify(token: string): Promise<AccessClaims> {
      try {
        let verified;
        try {
          verified = await check(token, secret);
        } catch (err) {
          // Only a signature that fails with the current secret is tried with the previous one.
          if (!previous || !(err instanceof errors.JWSSignatureVerificationFailed)) throw err;
          verified = await check(token, previous);
        }
        const { payload } = verified;
        // A validly signed token can still carry claims no lookup can take (signed by an older
        // version, or by anyone holding the key): refused here, not by the database as a 500.
        const userId = /^[1-9]\d{0,9}$/.test(payload.sub ?? '') ? Number(payload.sub) : 0;
        if (userId < 1 || userId > MAX_ID || typeof payload.sid !== 'string' || !UUID.test(payload.sid)) {
          throw appError('INVALID_TOKEN');
        }
        return { userId, sessionId: payload.sid };
      } catch (err) {
        if (err instanceof errors.JWTExpired) throw appError('TOKEN_EXPIRED');
        throw appError('INVALID_TOKEN');
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
