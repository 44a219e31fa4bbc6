import {
  ADDRESS_FAILED_LOGINS_PER_HOUR,
  AUTH_REQUESTS_PER_MINUTE,
  EMAIL_CODE_COOLDOWN_SECONDS,
  LOGIN_BLOCK_SECONDS,
  REQUEST_RESTRICTION_SECONDS,
} from '@atrium/shared/limits';
import { appError } from '#server/lib/app-error';
import type { RateLimits } from '#server/lib/rate-limits';

/** Password checks in flight at once, per account and per client address (in this process). */
const PASSWORD_CHECKS_IN_FLIGHT = 2;
/**
 * E-mail codes to one address for one purpose: besides one per 30 s, at most 5 an hour and 10 a
 * day, so the 5 tries of each code add up to little (kept with the codes, in the database).
 */
export const EMAIL_CODE_CAPS = [
  { max: 5, windowSeconds: 60 * 60 },
  { max: 10, windowSeconds: 24 * 60 * 60 },
] as const;
/** Profile changes a member may make in a window (PUT /api/me). */
const PROFILE_CHANGES = { max: 10, windowSeconds: 10 * 60 } as const;
/**
 * Data exports a member may take an hour (GET /api/me/export): each reads every row held about
 * them, and nobody needs a sixth copy within the hour.
 */
const DATA_EXPORTS = { max: 5, windowSeconds: 60 * 60 } as const;

/**
 * The request limits of docs/spec/decisions.md §5 and those added since (profile changes, data exports), counted
 * by rate-limiter-flexible (Redis when REDIS_URL is set, each process's memory otherwise or while
 * Redis is down); and the bound on password checks in flight, kept in this process.
 */
export function createAuthLimits(limits: RateLimits) {
  /** More than 60 requests a minute on /api/auth/* restricts the address for 30 minutes. */
  const requests = limits.define('auth-requests', {
    points: AUTH_REQUESTS_PER_MINUTE,
    seconds: 60,
    blockSeconds: REQUEST_RESTRICTION_SECONDS,
  });
  /** More than 30 failed sign-ins in an hour blocks sign-in from the address for 24 hours. */
  const signinFailures = limits.define('signin-failures', {
    points: ADDRESS_FAILED_LOGINS_PER_HOUR,
    seconds: 60 * 60,
    blockSeconds: LOGIN_BLOCK_SECONDS,
  });
  /** One e-mail code per address every 30 seconds. */
  const emailCodes = limits.define('email-code', { points: 1, seconds: EMAIL_CODE_COOLDOWN_SECONDS });
  const profileChanges = limits.define('profile-changes', {
    points: PROFILE_CHANGES.max,
    seconds: PROFILE_CHANGES.windowSeconds,
  });
  const dataExports = limits.define('data-exports', {
    points: DATA_EXPORTS.max,
    seconds: DATA_EXPORTS.windowSeconds,
  });
  /**
   * Password checks under way, by key. Kept in this process on purpose: what it protects is this
   * process's hasher, and a count in a shared store would outlive a process that dies mid-check.
   */
  const inFlight = new Map<string, number>();

  return {
    async guardRequest(ip: string): Promise<void> {
      const wait = await requests.take(ip);
      if (wait > 0) throw appError('TOO_MANY_REQUESTS', { retryAfterSeconds: wait });
    },
    async guardSignin(ip: string): Promise<void> {
      const blocked = await signinFailures.refusedFor(ip);
      if (blocked > 0) throw appError('LOGIN_BLOCKED', { retryAfterSeconds: blocked });
    },
    async recordSigninFailure(ip: string): Promise<void> {
      // The 31st failure starts the block; this attempt's own reply stays BAD_CREDENTIALS.
      await signinFailures.take(ip);
    },
    async takeEmailCodeTurn(email: string): Promise<void> {
      const wait = await emailCodes.take(email);
      if (wait > 0) throw appError('EMAIL_CODE_COOLDOWN', { retryAfterSeconds: wait });
    },
    /** Ten profile changes per member every ten minutes: the phone check is no directory to walk. */
    async takeProfileChangeTurn(userId: number): Promise<void> {
      const wait = await profileChanges.take(String(userId));
      if (wait > 0) throw appError('RATE_LIMITED', { retryAfterSeconds: wait });
    },

    /** Five data exports per member an hour, the 6th 429 TOO_MANY_REQUESTS. */
    async takeDataExportTurn(userId: number): Promise<void> {
      const wait = await dataExports.take(String(userId));
      if (wait > 0) throw appError('TOO_MANY_REQUESTS', { retryAfterSeconds: wait });
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
