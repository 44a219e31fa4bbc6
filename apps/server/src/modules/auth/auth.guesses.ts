import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import { MAX_FAILED_LOGINS } from '@atrium/shared/limits';
import { appError } from '#server/lib/app-error';
import { accountLocks } from '#server/lib/metrics';
import { verifyPassword } from '../users/password-hash';
import type { UserRow, UsersRepository } from '../users/users.repository';
import type { Mailer } from '../mail/mail.service';
import type { MailTemplates } from '../mail/mail.templates';
import type { Audit } from '../audit/audit.service';
import type { AuthLimits } from './auth.limits';

interface Deps {
  users: UsersRepository;
  limits: AuthLimits;
  mailer: Mailer;
  mails: MailTemplates;
  publicUrl: string;
  audit: Pick<Audit, 'recordAs'>;
  log: { warn(obj: object, msg: string): void };
}

export type GuessOutcome = { right: true } | { right: false; failedCount: number };

const languageOf = (user: UserRow): Language => (isLanguage(user.language) ? user.language : DEFAULT_LANGUAGE);

/**
 * A member's password checked against the account counter and lock of docs/spec/decisions.md §5,
 * wherever it is asked for (sign-in, password change). A guess is reserved in the database
 * before the password is checked, so however many arrive at once, at most eleven are checked
 * and the eleventh wrong one locks the account and mails its owner, once.
 */
export function createPasswordGuesses({ users, limits, mailer, mails, publicUrl, audit, log }: Deps) {
  /** Locks the account; only the call that locked it sends the mail and writes the audit row. */
  async function lockAndTell(user: UserRow, ip: string): Promise<void> {
    if (!(await users.lock(user.id))) return;
    // Staff read the audit log for attacks: the row names the account and where the guesses came from.
    await audit
      .recordAs(
        { id: null, email: user.email, ip },
        {
          action: 'account.lock',
          targetType: 'user',
          targetId: user.id,
          details: { failedCount: MAX_FAILED_LOGINS + 1 },
        },
      )
      .catch((err: unknown) => log.warn({ err }, 'the lock could not be written to the audit log'));
    accountLocks.inc();
    const lang = languageOf(user);
    const unlockUrl = `${publicUrl}${href(lang, 'unlock')}?email=${encodeURIComponent(user.email)}`;
    await mailer.send(mails.locked(lang, user.email, user.name, unlockUrl)).catch((err: unknown) => {
      log.warn({ err }, 'the lock e-mail could not be sent');
    });
  }

  return {
    /**
     * Right: the count starts again. Wrong: counted for the account and the address, and the
     * failed count is returned. Throws ACCOUNT_LOCKED when the account is (or becomes) locked.
     */
    async check(user: UserRow, password: string, ip: string): Promise<GuessOutcome> {
      if (user.lockedAt) throw appError('ACCOUNT_LOCKED');
      const guess = await users.reserveGuess(user.id, MAX_FAILED_LOGINS);
      if (guess === undefined) {
        // Every guess is taken by attempts in flight (e.g. many devices signing in at once): the
        // right password still passes while the account is not locked; a wrong one is refused.
        const right = await verifyPassword(user.passwordHash, password);
        if (!right || (await users.byId(user.id))?.lockedAt) throw appError('ACCOUNT_LOCKED');
      } else if (!(await verifyPassword(user.passwordHash, password))) {
        await limits.recordSigninFailure(ip);
        if (guess > MAX_FAILED_LOGINS) {
          await lockAndTell(user, ip);
          throw appError('ACCOUNT_LOCKED');
        }
        return { right: false, failedCount: guess };
      }
      await users.resetGuesses(user.id);
      return { right: true };
    },
  };
}
export type PasswordGuesses = ReturnType<typeof createPasswordGuesses>;
