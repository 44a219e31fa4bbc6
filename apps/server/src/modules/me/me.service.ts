import { MAX_FAILED_LOGINS, PASSWORD_NOTICE_SNOOZE_DAYS } from '@atrium/shared/limits';
import { AppError, appError } from '../../lib/app-error';
import type { Db } from '../../db/client';
import { hashPassword, verifyPassword } from '../users/password-hash';
import type { UsersRepository } from '../users/users.repository';
import type { AuthRepository } from '../auth/auth.repository';
import { conflictOf, memberColumns, type MemberFields } from '../auth/auth.accounts';
import { assertAcceptablePassword } from '../auth/auth.password-policy';
import type { AuthLimits } from '../auth/auth.limits';
import type { PasswordGuesses } from '../auth/auth.guesses';
import type { Member } from '../../plugins/auth';
import type { Language } from '@atrium/shared/languages';
import { myCheckIns } from './me.check-ins';
import type { Audit } from '../audit/audit.service';
import type { Mailer } from '../mail/mail.service';
import type { MailTemplates } from '../mail/mail.templates';
import { exportMemberData } from './me.export';
import { eraseMember } from './me.deletion';

interface Deps {
  db: Db;
  users: UsersRepository;
  repo: AuthRepository;
  limits: AuthLimits;
  guesses: PasswordGuesses;
  audit: Audit;
  mailer: Mailer;
  mails: MailTemplates;
  log: { error(obj: unknown, msg?: string): void };
}

/** A member's own profile, password, password notice, signed-in devices and check-ins. */
export function createMe({ db, users, repo, limits, guesses, audit, mailer, mails, log }: Deps) {
  /**
   * The current password is a guess like a sign-in's: the same account counter and lock, the
   * same address block, the same bound on checks in flight. A session that locks the account
   * this way is ended: whoever holds it does not know the password.
   */
  async function checkCurrentPassword(member: Member, password: string, ip: string) {
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
    async updateProfile(member: Member, fields: MemberFields) {
      await limits.takeProfileChangeTurn(member.id);
      const columns = memberColumns(fields);
      const owner = await users.byPhone(columns.phoneNumber);
      if (owner && owner.id !== member.id) throw appError('PHONE_ALREADY_REGISTERED');
      try {
        const row = await users.update(member.id, columns);
        if (!row) throw appError('INVALID_TOKEN');
        return row;
      } catch (err) {
        if (err instanceof AppError) throw err;
        return conflictOf(err);
      }
    },

    /** Changing the password signs every device out, this one included. */
    async changePassword(member: Member, currentPassword: string, newPassword: string, ip: string) {
      const user = member.user;
      const passwordHash = await limits.withPasswordCheck(user.email, ip, async () => {
        await checkCurrentPassword(member, currentPassword, ip);
        assertAcceptablePassword(newPassword, user.email, 'newPassword');
        if (currentPassword === newPassword || (await verifyPassword(user.passwordHash, newPassword))) {
          throw appError('PASSWORD_SAME_AS_OLD');
        }
        return hashPassword(newPassword);
      });
      await db.transaction(async (tx) => {
        await users.update(
          user.id,
          { passwordHash, passwordChangedAt: new Date(), passwordNoticeSnoozedUntil: null },
          tx,
        );
        await repo.revokeSessionsOf(user.id, undefined, tx);
      });
    },

    async snoozePasswordNotice(member: Member) {
      const until = new Date(Date.now() + PASSWORD_NOTICE_SNOOZE_DAYS * 86_400_000);
      await users.update(member.id, { passwordNoticeSnoozedUntil: until });
    },

    sessions: (member: Member) => repo.activeSessions(member.id),

    async endSession(member: Member, sessionId: string) {
      if (!(await repo.revokeSession(sessionId, member.id))) throw appError('NOT_FOUND');
    },

    endOtherSessions: (member: Member) => repo.revokeSessionsOf(member.id, member.sessionId),

    checkIns: (member: Member, lang: Language) => myCheckIns(db, member.id, lang),

    exportData: (member: Member) => exportMemberData(db, member.user),

    /**
     * Deletes the account once the password is proven (a wrong one changes nothing but the guess
     * counter, like any password check). The confirmation goes to the address just erased.
     */
    async deleteAccount(member: Member, password: string, ip: string) {
      await limits.withPasswordCheck(member.user.email, ip, () => checkCurrentPassword(member, password, ip));
      const erased = await eraseMember(db, audit, member.user, ip);
      try {
        await mailer.send(mails.accountDeleted(erased.language, erased.email, erased.name));
      } catch (err) {
        // The account is already gone; a mail failure must not make the member think it is not.
        log.error({ err }, 'account deletion mail failed');
      }
    },
  };
}
export type Me = ReturnType<typeof createMe>;
