import { PASSWORD_NOTICE_SNOOZE_DAYS } from '@atrium/shared/limits';
import { AppError, appError } from '../../lib/app-error';
import type { Db } from '../../db/client';
import { hashPassword, verifyPassword } from '../users/password-hash';
import type { UsersRepository } from '../users/users.repository';
import type { AuthRepository } from '../auth/auth.repository';
import { conflictOf, memberColumns, type MemberFields } from '../auth/auth.accounts';
import { assertAcceptablePassword } from '../auth/auth.password-policy';
import type { Member } from '../../plugins/auth';

/** A member's own profile, password, password notice and signed-in devices. */
export function createMe({ db, users, repo }: { db: Db; users: UsersRepository; repo: AuthRepository }) {
  return {
    async updateProfile(member: Member, fields: MemberFields) {
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
    async changePassword(member: Member, currentPassword: string, newPassword: string) {
      const user = member.user;
      if (!(await verifyPassword(user.passwordHash, currentPassword))) throw appError('CURRENT_PASSWORD_WRONG');
      assertAcceptablePassword(newPassword, user.email, 'newPassword');
      if (currentPassword === newPassword || (await verifyPassword(user.passwordHash, newPassword))) {
        throw appError('PASSWORD_SAME_AS_OLD');
      }
      const passwordHash = await hashPassword(newPassword);
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
  };
}
export type Me = ReturnType<typeof createMe>;
