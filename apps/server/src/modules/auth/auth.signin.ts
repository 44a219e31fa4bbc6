import type { Language } from '@atrium/shared/languages';
import { href } from '@atrium/shared/routes';
import type { Role, SigninResponse } from '@atrium/shared/api/auth';
import { MAX_FAILED_LOGINS, PASSWORD_MAX_AGE_DAYS } from '@atrium/shared/limits';
import { appError } from '../../lib/app-error';
import { hashPassword, verifyPassword } from '../users/password-hash';
import type { UserRow, UsersRepository } from '../users/users.repository';
import type { Mailer } from '../mail/mail.service';
import type { MailTemplates } from '../mail/mail.templates';
import type { AuthLimits } from './auth.limits';
import type { Client, Sessions } from './auth.sessions';

interface Deps {
  users: UsersRepository;
  sessions: Sessions;
  limits: AuthLimits;
  mailer: Mailer;
  mails: MailTemplates;
  publicUrl: string;
  onLocked?: (userId: number) => void;
  log: { warn(obj: object, msg: string): void };
}

const DAY_MS = 86_400_000;

/** True when the password is over 90 days old and the notice is not snoozed. */
export function needsPasswordChange(
  user: Pick<UserRow, 'passwordChangedAt' | 'passwordNoticeSnoozedUntil'>,
  now = Date.now(),
) {
  const old = now - user.passwordChangedAt.getTime() > PASSWORD_MAX_AGE_DAYS * DAY_MS;
  const snoozed = user.passwordNoticeSnoozedUntil !== null && user.passwordNoticeSnoozedUntil.getTime() > now;
  return old && !snoozed;
}

/**
 * Sign-in with the limits of decisions.md section 5. A guess is reserved in the database
 * before the password is checked, so however many arrive at once, at most eleven are checked
 * and the eleventh wrong one locks the account.
 */
export function createSignin({ users, sessions, limits, mailer, mails, publicUrl, log }: Deps) {
  // Unknown e-mails cost the same hashing time as known ones.
  let dummyHash: Promise<string> | undefined;

  async function fail(ip: string, extra?: { failedCount: number }): Promise<never> {
    await limits.recordSigninFailure(ip);
    throw appError('BAD_CREDENTIALS', extra ? { ...extra, maxFailures: MAX_FAILED_LOGINS } : {});
  }

  async function lockAndTell(user: UserRow) {
    if (!(await users.lock(user.id))) return;
    const lang = user.language as Language;
    const unlockUrl = `${publicUrl}${href(lang, 'unlock')}?email=${encodeURIComponent(user.email)}`;
    await mailer.send(mails.locked(lang, user.email, user.name, unlockUrl)).catch((err: unknown) => {
      log.warn({ err }, 'the lock e-mail could not be sent');
    });
  }

  return async function signin(
    email: string,
    password: string,
    client: Client & { ip: string },
    lang: Language,
  ): Promise<SigninResponse> {
    await limits.guardSignin(client.ip);
    const user = await users.byEmail(email);
    if (!user) {
      await verifyPassword(await (dummyHash ??= hashPassword('unknown-user-Passw0rd!')), password);
      return fail(client.ip);
    }
    if (user.lockedAt) throw appError('ACCOUNT_LOCKED');
    const guess = await users.reserveGuess(user.id, MAX_FAILED_LOGINS);
    if (guess === undefined) {
      // Every guess is taken by attempts in flight (e.g. many devices signing in at once): the
      // right password still signs in while the account is not locked; a wrong one is refused.
      const right = await verifyPassword(user.passwordHash, password);
      if (!right || (await users.byEmail(email))?.lockedAt) throw appError('ACCOUNT_LOCKED');
    } else if (!(await verifyPassword(user.passwordHash, password))) {
      if (guess > MAX_FAILED_LOGINS) {
        await limits.recordSigninFailure(client.ip);
        await lockAndTell(user);
        throw appError('ACCOUNT_LOCKED');
      }
      return fail(client.ip, { failedCount: guess });
    }
    await users.resetGuesses(user.id);
    if (user.language !== lang) await users.update(user.id, { language: lang });
    const { accessToken, refreshToken } = await sessions.start(user.id, client);
    return {
      accessToken,
      refreshToken,
      username: user.name,
      role: user.role as Role,
      pwdChange: needsPasswordChange(user),
    };
  };
}
export type Signin = ReturnType<typeof createSignin>;
