import {
  ADDRESS_FAILED_LOGINS_PER_HOUR,
  AUTH_REQUESTS_PER_MINUTE,
  EMAIL_CODE_COOLDOWN_SECONDS,
  LOGIN_BLOCK_SECONDS,
  REQUEST_RESTRICTION_SECONDS,
} from '@atrium/shared/limits';
import { appError } from '../../lib/app-error';
import type { Limiter } from '../../lib/limiter';

/** Password checks in flight at once, per account and per client address (in this process). */
export const PASSWORD_CHECKS_IN_FLIGHT = 2;
/**
 * E-mail codes to one address for one purpose: besides one per 30 s, at most 5 an hour and 10 a
 * day, so the 5 tries of each code add up to little (kept with the codes, in the database).
 */
export const EMAIL_CODE_CAPS = [
  { max: 5, windowSeconds: 60 * 60 },
  { max: 10, windowSeconds: 24 * 60 * 60 },
] as const;
/** Profile changes a member may make in a window (PUT /api/me). */
export const PROFILE_CHANGES = { max: 10, windowSeconds: 10 * 60 } as const;

/**
 * The request limits of decisions.md section 5 and those added since (profile changes), kept in
 * the shared limiter; and the bound on password checks in flight, kept in this process.
 */
export function createAuthLimits(limiter: Limiter) {
  /**
   * Password checks under way, by key. Kept in this process on purpose: what it protects is this
   * process's hasher, and a count in a shared store would outlive a process that dies mid-check.
   */
  const inFlight = new Map<string, number>();

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
    /** Ten profile changes per member every ten minutes: the phone check is no directory to walk. */
    async takeProfileChangeTurn(userId: number): Promise<void> {
      const key = `profile-changes:${userId}`;
      if ((await limiter.increment(key, PROFILE_CHANGES.windowSeconds)) > PROFILE_CHANGES.max) {
        throw appError('RATE_LIMITED', { retryAfterSeconds: Math.max(await limiter.ttl(key), 1) });
      }
    },

    /**
     * Runs a password check (hashing) only while the account and the client address each have
     * fewer than two checks under way; otherwise 429 RATE_LIMITED at once, nothing hashed or
     * counted. So one client firing guesses in parallel holds at most two places in the hasher's
     * queue, and everybody else's sign-in waits behind two checks at most, not behind sixty.
     */
    async withPasswordCheck<T>(account: string, ip: string, work: () => Promise<T>): Promise<T> {
      const keys = [`account:${account.toLowerCase()}`, `ip:${ip}`];
      if (keys.some((key) => (inFlight.get(key) ?? 0) >= PASSWORD_CHECKS_IN_FLIGHT)) {
        throw appError('RATE_LIMITED', { retryAfterSeconds: 1 });
      }
      for (const key of keys) inFlight.set(key, (inFlight.get(key) ?? 0) + 1);
      try {
        return await work();
      } finally {
        for (const key of keys) {
          const left = (inFlight.get(key) ?? 1) - 1;
          if (left > 0) inFlight.set(key, left);
          else inFlight.delete(key);
        }
      }
    },
  };
}
export type AuthLimits = ReturnType<typeof createAuthLimits>;
