import {
  ADDRESS_FAILED_LOGINS_PER_HOUR,
  AUTH_REQUESTS_PER_MINUTE,
  EMAIL_CODE_COOLDOWN_SECONDS,
  LOGIN_BLOCK_SECONDS,
  REQUEST_RESTRICTION_SECONDS,
} from '@atrium/shared/limits';
import { appError } from '../../lib/app-error';
import type { Limiter } from '../../lib/limiter';

/** The per-address limits of decisions.md section 5, kept in the shared limiter. */
export function createAuthLimits(limiter: Limiter) {
  return {
    /** More than 60 requests a minute on /api/auth/* restricts the address for 30 minutes. */
    async guardRequest(ip: string): Promise<void> {
      const restricted = await limiter.ttl(`auth-restricted:${ip}`);
      if (restricted > 0) throw appError('TOO_MANY_REQUESTS', { retryAfterSeconds: restricted });
      if ((await limiter.increment(`auth-requests:${ip}`, 60)) > AUTH_REQUESTS_PER_MINUTE) {
        await limiter.set(`auth-restricted:${ip}`, REQUEST_RESTRICTION_SECONDS);
        throw appError('TOO_MANY_REQUESTS', { retryAfterSeconds: REQUEST_RESTRICTION_SECONDS });
      }
    },
    async guardSignin(ip: string): Promise<void> {
      const blocked = await limiter.ttl(`signin-blocked:${ip}`);
      if (blocked > 0) throw appError('LOGIN_BLOCKED', { retryAfterSeconds: blocked });
    },
    /** More than 30 failed sign-ins in an hour blocks sign-in from the address for 24 hours. */
    async recordSigninFailure(ip: string): Promise<void> {
      if ((await limiter.increment(`signin-failures:${ip}`, 3600)) > ADDRESS_FAILED_LOGINS_PER_HOUR) {
        await limiter.set(`signin-blocked:${ip}`, LOGIN_BLOCK_SECONDS);
      }
    },
    /** One e-mail code per address every 30 seconds. */
    async takeEmailCodeTurn(email: string): Promise<void> {
      if (!(await limiter.acquire(`email-code:${email}`, EMAIL_CODE_COOLDOWN_SECONDS))) {
        const wait = await limiter.ttl(`email-code:${email}`);
        throw appError('EMAIL_CODE_COOLDOWN', { retryAfterSeconds: Math.max(wait, 1) });
      }
    },
  };
}
export type AuthLimits = ReturnType<typeof createAuthLimits>;
