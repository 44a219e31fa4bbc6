import { PASSWORD_NOTICE_SNOOZE_DAYS } from '@atrium/shared/limits';
import { AppError, appError } from '#server/lib/app-error';
import type { Db } from '#server/db/client';
import { hashPassword, verifyPassword } from '../users/password-hash';
import type { UsersRepository } from '../users/users.repository';
import type { AuthRepository } from '../auth/auth.repository';
import { conflictOf, memberColumns, type MemberFields } from '../auth/auth.accounts';
import { assertAcceptablePassword } from '../auth/auth.password-policy';
import type { AuthLimits } from '../auth/auth.limits';
import type { CurrentPassword } from '../auth/auth.current-password';
import type { Member } from '#server/plugins/auth';
import type { Language } from '@atrium/shared/languages';
import type { Audit } from '../audit/audit.service';
import type { Mailer } from '../mail/mail.service';
import type { MailTemplates } from '../mail/mail.templates';
import { createMeRepository } from './me.repository';
import { presentExport, presentMyCheckIns } from './me.presenter';

/** The e-mail a deleted account keeps: unique, undeliverable (.invalid), and free of the old address. */
const tombstoneEmail = (id: number) => `deleted-${id}@deleted.invalid`;

interface Deps {
  db: Db;
  users: UsersRepository;
  repo: AuthRepository;
  limits: AuthLimits;
  currentPassword: CurrentPassword;
  audit: Audit;
  mailer: Mailer;
  mails: MailTemplates;
  log: { error(obj: unknown, msg?: string): void };
}

/** A member's own profile, password, password notice, signed-in devices and check-ins. */
export function createMe({ db, users, repo, limits, currentPassword, audit, mailer, mails, log }: Deps) {
  const own = createMeRepository(db, users, repo);

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
    async changePassword(member: Member, current: string, newPassword: string, ip: string) {
      const user = member.user;
      const passwordHash = await limits.withPasswordCheck(user.email, ip, async () => {
        await currentPassword.check(member, current, ip);
        assertAcceptablePassword(newPassword, user.email, 'newPassword');
        if (current === newPassword || (await verifyPassword(user.passwordHash, newPassword))) {
          throw appError('PASSWORD_SAME_AS_OLD');
        }
        return hashPassword(newPassword);
      });
      await own.replacePassword(user.id, passwordHash);
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

    checkIns: async (member: Member, lang: Language) => presentMyCheckIns(await own.checkInHistory(member.id), lang),

    async exportData(member: Member) {
      await limits.takeDataExportTurn(member.id);
      return presentExport(member.user, await own.exportRows(member.id), new Date());
    },

    /**
     * Deletes the account once the password is proven (a wrong one changes nothing but the guess
     * counter, like any password check). The confirmation goes to the address just erased.
     */
    async deleteAccount(member: Member, password: string, ip: string) {
      await currentPassword.prove(member, password, ip);
      const user = member.user;
      const anonymousEmail = tombstoneEmail(user.id);
      const outcome = await own.erase(user, anonymousEmail, (tx) =>
        // The audit row names the tombstone, never the erased address.
        audit.recordAs(
          { id: user.id, email: anonymousEmail, ip },
          { action: 'member.delete', targetType: 'user', targetId: user.id },
          tx,
        ),
      );
      if (outcome === 'last-admin') throw appError('LAST_ADMIN');
      try {
        await mailer.send(mails.accountDeleted(user.language, user.email, user.name));
      } catch (err) {
        // The account is already gone; a mail failure must not make the member think it is not.
        log.error({ err }, 'account deletion mail failed');
      }
    },
  };
}
export type Me = ReturnType<typeof createMe>;
