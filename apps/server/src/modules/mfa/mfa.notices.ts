import { href } from '@atrium/shared/routes';
import type { UserRow } from '../users/users.repository';
import type { Mailer } from '../mail/mail.service';
import type { MailTemplates, MfaChange } from '../mail/mail.templates';

interface Deps {
  mailer: Mailer;
  mails: MailTemplates;
  publicUrl: string;
  clock: { now: () => Date };
  log: { warn(obj: object, msg: string): void };
}

/**
 * Mails an account's owner each change to its two-factor sign-in, once it is made. Whoever knows
 * a password can enrol an authenticator of their own (STAFF_MFA=required even asks them to), or
 * turn two-factor off: the mail is how the owner hears of it. A mail that fails is logged; the
 * change stands.
 */
export function createMfaNotices({ mailer, mails, publicUrl, clock, log }: Deps) {
  return async (user: UserRow, change: MfaChange): Promise<void> => {
    const myUrl = `${publicUrl}${href(user.language, 'my')}`;
    await mailer
      .send(mails.mfaChanged(user.language, user.email, user.name, change, clock.now(), myUrl))
      .catch((err: unknown) => log.warn({ err, change }, 'the two-factor change e-mail could not be sent'));
  };
}
export type MfaNotices = ReturnType<typeof createMfaNotices>;
