import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { MAX_FAILED_LOGINS, MAX_FAILED_MFA_CODES } from '@atrium/shared/limits';
import { appError } from '#server/lib/app-error';
import { accountLocks } from '#server/lib/metrics';
import { verifyPassword } from '../users/password-hash';
import type { GuessKind, UserRow, UsersRepository } from '../users/users.repository';
import type { Mailer } from '../mail/mail.service';
import type { MailTemplates } from '../mail/mail.templates';
import type { Audit } from '../audit/audit.service';
import type { AuthLimits } from './auth.limits';
import type { AuthRepository } from './auth.repository';

interface Deps {
  users: UsersRepository;
  /** A lock by wrong codes ends the account's sessions. */
  repo: Pick<AuthRepository, 'revokeSessionsOf'>;
  limits: AuthLimits;
  mailer: Mailer;
  mails: MailTemplates;
  publicUrl: string;
  audit: Pick<Audit, 'recordAs'>;
  log: { warn(obj: object, msg: string): void };
}

export type GuessOutcome = { right: true } | { right: false; failedCount: number };

const MAX_FAILURES: Record<GuessKind, number> = { password: MAX_FAILED_LOGINS, 'mfa-code': MAX_FAILED_MFA_CODES };

const languageOf = (user: UserRow): Language => (isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE);

/**
 * A member's password, and second-factor codes, checked against the account counters and lock of
 * docs/spec/decisions.md §5, wherever they are asked for (sign-in, password change, step-up…).
 * Each kind has its counter; either one locks the account
 * (docs/decisions/022-second-factor-codes-per-account.md). A guess is reserved in the database
 * before it is checked, so however many arrive at once, at most eleven of a kind are checked and
 * the eleventh wrong one locks the account and mails its owner, once.
 */
export function createAccountGuesses({ users, repo, limits, mailer, mails, publicUrl, audit, log }: Deps) {
  /** Locks the account; only the call that locked it sends the mail and writes the audit row. */
  async function lockAndTell(user: UserRow, ip: string | null, kind: GuessKind): Promise<void> {
    if (!(await users.lock(user.id))) return;
    // Wrong codes come from someone who has the password or a session: every session ends, and
    // only the unlock (e-mail code and a new password) lets anyone back in.
    if (kind === 'mfa-code') await repo.revokeSessionsOf(user.id);
    const failedCount = MAX_FAILURES[kind] + 1;
    // Staff read the audit log for attacks: the row names the account and where the guesses came from.
    await audit
      .recordAs(
        { id: null, email: user.email, ip },
        {
          action: 'account.lock',
          targetType: 'user',
          targetId: user.id,
          details: kind === 'password' ? { failedCount } : { reason: 'mfa-codes', failedCount },
        },
      )
      .catch((err: unknown) => log.warn({ err }, 'the lock could not be written to the audit log'));
    accountLocks.inc();
    const lang = languageOf(user);
    const unlockUrl = `${publicUrl}${href(lang, 'unlock')}?email=${encodeURIComponent(user.email)}`;
    await mailer.send(mails.locked(lang, user.email, user.name, unlockUrl, kind)).catch((err: unknown) => {
      log.warn({ err }, 'the lock e-mail could not be sent');
    });
  }

  /**
   * Right: that kind's count starts again. Wrong: counted, and the failed count is returned.
   * Throws ACCOUNT_LOCKED when the account is (or becomes) locked.
   */
  async function guess(
    user: UserRow,
    kind: GuessKind,
    ip: string | null,
    isRight: () => Promise<boolean>,
    countAddress: () => Promise<void> = async () => {},
  ): Promise<GuessOutcome> {
    if (user.lockedAt) throw appError('ACCOUNT_LOCKED');
    const max = MAX_FAILURES[kind];
    const reserved = await users.reserveGuess(user.id, kind, max);
    if (reserved === undefined) {
      // Every guess is taken by attempts in flight (e.g. many devices signing in at once): the
      // right one still passes while the account is not locked; a wrong one is refused.
      const right = await isRight();
      if (!right || (await users.byId(user.id))?.lockedAt) throw appError('ACCOUNT_LOCKED');
    } else if (!(await isRight())) {
      await countAddress();
      if (reserved > max) {
        await lockAndTell(user, ip, kind);
        throw appError('ACCOUNT_LOCKED');
      }
      return { right: false, failedCount: reserved };
    }
    await users.resetGuesses(user.id, kind);
    return { right: true };
  }

  return {
    /** A password; a wrong one also counts toward the address block of sign-in. */
    check: (user: UserRow, password: string, ip: string) =>
      guess(
        user,
        'password',
        ip,
        () => verifyPassword(user.passwordHash, password),
        () => limits.recordSigninFailure(ip),
      ),

    /** A second-factor code, `isRight` checking it (a TOTP or recovery code, spent when right). */
    checkCode: (user: UserRow, ip: string | null, isRight: () => Promise<boolean>) =>
      guess(user, 'mfa-code', ip, isRight),
  };
}
export type AccountGuesses = ReturnType<typeof createAccountGuesses>;
