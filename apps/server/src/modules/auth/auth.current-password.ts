import { MAX_FAILED_LOGINS } from '@atrium/shared/limits';
import { AppError, appError } from '#server/lib/app-error';
import type { Member } from '#server/plugins/auth';
import type { AuthLimits } from './auth.limits';
import type { AuthRepository } from './auth.repository';
import type { AccountGuesses } from './auth.guesses';

interface Deps {
  limits: AuthLimits;
  guesses: Pick<AccountGuesses, 'check'>;
  repo: Pick<AuthRepository, 'revokeSession'>;
}

/**
 * A signed-in member's current password, asked again before a change that needs it (the password
 * change, deleting the account, turning two-factor off, removing a passkey). It is a guess like a
 * sign-in's: the same account counter and lock, the same address block, the same bound on checks
 * in flight. A session that locks the account this way is ended: whoever holds it does not know
 * the password.
 */
export function createCurrentPassword({ limits, guesses, repo }: Deps) {
  /** The check alone: for a caller that hashes more in the same place among the checks in flight. */
  async function check(member: Member, password: string, ip: string): Promise<void> {
    await limits.guardSignin(ip);
    try {
      const outcome = await guesses.check(member.user, password, ip);
      if (!outcome.right) {
        throw appError('CURRENT_PASSWORD_WRONG', { failedCount: outcome.failedCount, maxFailures: MAX_FAILED_LOGINS });
      }
    } catch (err) {
      if (err instanceof AppError && err.code === 'ACCOUNT_LOCKED') await repo.revokeSession(member.sessionId);
      throw err;
    }
  }

  return {
    check,
    /** The check in a place of its own among the account's and the address's checks in flight. */
    prove: (member: Member, password: string, ip: string) =>
      limits.withPasswordCheck(member.user.email, ip, () => check(member, password, ip)),
  };
}
export type CurrentPassword = ReturnType<typeof createCurrentPassword>;
