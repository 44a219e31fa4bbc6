import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appError } from '../../lib/app-error';
import type { Language } from '@atrium/shared/languages';
import type { UserRow } from '../users/users.repository';
import { users } from '../users/users.table';
import { emailCodes, sessions, verificationTokens } from '../auth/auth.table';
import { mfaChallenges, mfaRecoveryCodes, userTotp } from '../mfa/mfa.table';
import { userPasskeys, webauthnChallenges } from '../mfa/passkey.table';
import { auditLog } from '../audit/audit.table';
import { quizScores } from '../epic/epic.table';
import { webtoonPositions } from '../webtoons/webtoons.table';
import type { Audit } from '../audit/audit.service';

/** The e-mail a deleted account keeps: unique, undeliverable (.invalid), and free of the old address. */
export const tombstoneEmail = (id: number) => `deleted-${id}@deleted.invalid`;

/**
 * Erases a member at once (PIPA withdrawal), in one transaction. The users row stays as an
 * anonymous tombstone rather than going: check-ins and gift receipts point at it, so each
 * event's attendance (one row per member and day) and the registration and country statistics
 * stay exactly as they were, and a deleted member still counts as one distinct attendee.
 * A single shared "anonymous" row would not do: two deleted members who checked in on the same
 * day would collide on the check-in primary key and one attendance would be lost.
 *
 * Erased: name, e-mail, phone, church and blessing group, password, sessions and refresh tokens,
 * two-factor secrets, recovery codes and passkeys, reading positions and quiz scores, pending
 * e-mail codes, and the address on the audit rows of this account's locks.
 * Kept without identity: member type, phone region (country), sign-up time, terms version,
 * check-ins and gift receipts.
 */
export async function eraseMember(db: Db, audit: Audit, user: UserRow, ip: string) {
  const anonymousEmail = tombstoneEmail(user.id);
  await db.transaction(async (tx) => {
    // The admins are locked as a role change does: the last one cannot leave the site without one.
    if (user.role === 'ADMIN') {
      const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'ADMIN')).for('update');
      if (admins.length <= 1) throw appError('LAST_ADMIN');
    }
    await tx
      .update(users)
      .set({
        email: anonymousEmail,
        // Not an argon2 hash: no password ever verifies against it.
        passwordHash: '!deleted',
        name: '',
        phoneNumber: null,
        churchAffiliation: null,
        blessingGroup: null,
        role: 'USER',
        failedLoginCount: 0,
        lockedAt: null,
        passwordNoticeSnoozedUntil: null,
        deletedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(userTotp).where(eq(userTotp.userId, user.id));
    await tx.delete(mfaRecoveryCodes).where(eq(mfaRecoveryCodes.userId, user.id));
    await tx.delete(mfaChallenges).where(eq(mfaChallenges.userId, user.id));
    await tx.delete(userPasskeys).where(eq(userPasskeys.userId, user.id));
    await tx.delete(webauthnChallenges).where(eq(webauthnChallenges.userId, user.id));
    // A lock row names the locked account (not someone acting): it keeps the tombstone instead.
    await tx
      .update(auditLog)
      .set({ actorEmail: anonymousEmail })
      .where(and(eq(auditLog.action, 'account.lock'), eq(auditLog.targetId, String(user.id))));
    await tx.delete(webtoonPositions).where(eq(webtoonPositions.userId, user.id));
    await tx.delete(quizScores).where(eq(quizScores.userId, user.id));
    await tx.delete(emailCodes).where(eq(emailCodes.email, user.email));
    await tx.delete(verificationTokens).where(eq(verificationTokens.email, user.email));
    // The audit row names the tombstone, never the erased address.
    await audit.recordAs(
      { id: user.id, email: anonymousEmail, ip },
      { action: 'member.delete', targetType: 'user', targetId: user.id },
      tx,
    );
  });
  return { email: user.email, name: user.name, language: user.language as Language };
}
