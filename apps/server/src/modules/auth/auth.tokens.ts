import { SignJWT, jwtVerify, errors } from 'jose';
import { ACCESS_TOKEN_TTL_SECONDS } from '@atrium/shared/limits';
import { appError } from '../../lib/app-error';

const ALG = 'HS256';
const ISSUER = 'atrium';
const AUDIENCE = 'atrium-api';
const TYPE = 'at+jwt';

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

/** Access tokens: HS256 JWTs of 15 minutes naming the member and the session (device). */
export function createAccessTokens(secret: Uint8Array, now: () => number = Date.now) {
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
        const { payload } = await jwtVerify(token, secret, {
          algorithms: [ALG],
          issuer: ISSUER,
          audience: AUDIENCE,
          typ: TYPE,
          requiredClaims: ['exp', 'sub', 'sid'],
          currentDate: new Date(now()),
        });
        const userId = Number(payload.sub);
        if (!Number.isSafeInteger(userId) || typeof payload.sid !== 'string') throw appError('INVALID_TOKEN');
        return { userId, sessionId: payload.sid };
      } catch (err) {
        if (err instanceof errors.JWTExpired) throw appError('TOKEN_EXPIRED');
        throw appError('INVALID_TOKEN');
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
