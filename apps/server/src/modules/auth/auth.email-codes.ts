import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Language } from '@atrium/shared/languages';
import type { EmailPurpose } from '@atrium/shared/api/auth';
import { EMAIL_CODE_MAX_TRIES, EMAIL_CODE_TTL_SECONDS, VERIFICATION_TOKEN_TTL_SECONDS } from '@atrium/shared/limits';
import { appError } from '#server/lib/app-error';
import { randomToken, sha256 } from '#server/lib/secrets';
import type { Mailer } from '../mail/mail.service';
import type { MailTemplates } from '../mail/mail.templates';
import type { UsersRepository } from '../users/users.repository';
import type { AuthRepository } from './auth.repository';
import { EMAIL_CODE_CAPS, type AuthLimits } from './auth.limits';

interface Deps {
  repo: AuthRepository;
  users: UsersRepository;
  limits: AuthLimits;
  mailer: Mailer;
  mails: MailTemplates;
  secret: Uint8Array;
}

/**
 * E-mail codes for sign-up, reset and unlock: 6 digits, 10 minutes, 5 tries, one send per
 * 30 s per address and at most 5 an hour and 10 a day per address and purpose; a correct
 * code yields a single-use verification token (30 minutes).
 */
export function createEmailCodes({ repo, users, limits, mailer, mails, secret }: Deps) {
  // Keyed hash: a leaked table does not give codes away by a million SHA-256 guesses.
  const digest = (email: string, purpose: string, code: string) =>
    createHmac('sha256', secret).update(`${purpose}:${email}:${code}`).digest('hex');

  return {
    async send(email: string, purpose: EmailPurpose, requestLang: Language): Promise<void> {
      const user = await users.byEmail(email);
      if (purpose === 'signup' && user) throw appError('EMAIL_ALREADY_REGISTERED');
      if (purpose !== 'signup' && !user) throw appError('EMAIL_NOT_REGISTERED');
      // The caps are checked before the 30 s turn is taken, so a refused request does not turn
      // the next one into a cooldown (which the page reads as "a code is on its way").
      const capped = (wait: number) => appError('EMAIL_CODE_LIMIT', { retryAfterSeconds: wait });
      const wait = await repo.emailCodeWait(email, purpose, EMAIL_CODE_CAPS);
      if (wait > 0) throw capped(wait);
      await limits.takeEmailCodeTurn(email);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const refused = await repo.addEmailCode(
        email,
        purpose,
        digest(email, purpose, code),
        EMAIL_CODE_TTL_SECONDS,
        EMAIL_CODE_CAPS,
      );
      if (refused > 0) throw capped(refused);
      const lang = user?.language ?? requestLang;
      await mailer.send(mails.code(purpose === 'signup' ? requestLang : lang, email, purpose, code));
    },

    async verify(email: string, purpose: EmailPurpose, code: string): Promise<string> {
      const live = await repo.liveEmailCode(email, purpose);
      if (!live) throw appError('INVALID_VERIFICATION_CODE');
      // Count the try before comparing, so concurrent guesses cannot exceed five.
      const tries = await repo.countWrongTry(live.id);
      if (tries > EMAIL_CODE_MAX_TRIES) {
        await repo.consumeEmailCode(live.id);
        throw appError('INVALID_VERIFICATION_CODE');
      }
      const expected = Buffer.from(live.codeHash, 'hex');
      const given = Buffer.from(digest(email, purpose, code), 'hex');
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) {
        if (tries >= EMAIL_CODE_MAX_TRIES) await repo.consumeEmailCode(live.id);
        throw appError('INVALID_VERIFICATION_CODE');
      }
      if (!(await repo.consumeEmailCode(live.id))) throw appError('INVALID_VERIFICATION_CODE');
      const token = randomToken();
      await repo.addVerificationToken(email, purpose, sha256(token), VERIFICATION_TOKEN_TTL_SECONDS);
      return token;
    },
  };
}
export type EmailCodes = ReturnType<typeof createEmailCodes>;
