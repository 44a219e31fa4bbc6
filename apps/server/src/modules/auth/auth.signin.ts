import type { Language } from '@atrium/shared/languages';
import type { SigninResponse } from '@atrium/shared/api/auth';
import type { MfaChallenge } from '@atrium/shared/api/mfa';
import { MAX_FAILED_LOGINS, PASSWORD_MAX_AGE_DAYS } from '@atrium/shared/limits';
import { appError } from '#server/lib/app-error';
import { hashPassword, verifyPassword } from '../users/password-hash';
import type { UserRow, UsersRepository } from '../users/users.repository';
import type { AuthLimits } from './auth.limits';
import type { AccountGuesses } from './auth.guesses';
import type { Client, Sessions } from './auth.sessions';
import type { Mfa } from '../mfa/mfa.service';

interface Deps {
  users: UsersRepository;
  sessions: Sessions;
  limits: AuthLimits;
  guesses: Pick<AccountGuesses, 'check'>;
  mfa: Pick<Mfa, 'isEnabled' | 'challenge'>;
}

const DAY_MS = 86_400_000;

/** True when the password is over 90 days old and the notice is not snoozed. */
/** What a completed sign-in answers (with a password, or after a second factor): the tokens and who it is. */
export const signedIn = (user: UserRow, tokens: { accessToken: string; refreshToken: string }): SigninResponse => ({
  accessToken: tokens.accessToken,
  refreshToken: tokens.refreshToken,
  username: user.name,
  role: user.role,
  pwdChange: needsPasswordChange(user),
});

function needsPasswordChange(
  user: Pick<UserRow, 'passwordChangedAt' | 'passwordNoticeSnoozedUntil'>,
  now = Date.now(),
) {
  const old = now - user.passwordChangedAt.getTime() > PASSWORD_MAX_AGE_DAYS * DAY_MS;
  const snoozed = user.passwordNoticeSnoozedUntil !== null && user.passwordNoticeSnoozedUntil.getTime() > now;
  return old && !snoozed;
}

/**
 * Sign-in with the limits of docs/spec/decisions.md §5: the address block first, then at most two
 * password checks in flight per account and per address, then the account counter and lock.
 */
export function createSignin({ users, sessions, limits, guesses, mfa }: Deps) {
  // Unknown e-mails cost the same hashing time as known ones.
  let dummyHash: Promise<string> | undefined;

  async function check(email: string, password: string, ip: string): Promise<UserRow> {
    const user = await users.byEmail(email);
    if (!user) {
      await verifyPassword(await (dummyHash ??= hashPassword('unknown-user-Passw0rd!')), password);
      await limits.recordSigninFailure(ip);
      throw appError('BAD_CREDENTIALS');
    }
    const outcome = await guesses.check(user, password, ip);
    if (!outcome.right) {
      throw appError('BAD_CREDENTIALS', { failedCount: outcome.failedCount, maxFailures: MAX_FAILED_LOGINS });
    }
    return user;
  }

  return async function signin(
    email: string,
    password: string,
    client: Client & { ip: string },
    lang: Language,
  ): Promise<SigninResponse | MfaChallenge> {
    await limits.guardSignin(client.ip);
    const user = await limits.withPasswordCheck(email, client.ip, () => check(email, password, client.ip));
    if (user.language !== lang) await users.update(user.id, { language: lang });
    // An enrolled account gets no tokens yet: POST /signin/mfa completes with a code.
    if (await mfa.isEnabled(user.id)) return mfa.challenge(user.id);
    return signedIn(user, await sessions.start(user.id, client));
  };
}
export type Signin = ReturnType<typeof createSignin>;
