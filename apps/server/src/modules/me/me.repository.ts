import { and, asc, desc, eq, inArray, type Column, type SQL } from 'drizzle-orm';
import type { PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Db } from '#server/db/client';
import type { UserRow, UsersRepository } from '../users/users.repository';
import type { AuthRepository } from '../auth/auth.repository';
import { users } from '../users/users.table';
import { emailCodes, sessions, verificationTokens } from '../auth/auth.table';
import { mfaChallenges, mfaRecoveryCodes, userTotp } from '../mfa/mfa.table';
import { userPasskeys, webauthnChallenges } from '../mfa/passkey.table';
import { auditLog } from '../audit/audit.table';
import { quizScores } from '../epic/epic.table';
import { webtoonPositions } from '../webtoons/webtoons.table';
import { eventCheckIns, eventGifts, events, giftReceipts } from '../events/events.table';

/** A member's own rows across the modules: their check-in history, their data export, their erasure. */
export function createMeRepository(db: Db, accounts: UsersRepository, auth: AuthRepository) {
  /** The chosen columns of one table's rows that belong to a member (`owner` is its member column). */
  const own = <T extends SelectedFields>(
    table: PgTable,
    columns: T,
    owner: Column,
    memberId: number,
    ...order: SQL[]
  ): Promise<Array<SelectResultFields<T>>> =>
    db
      .select(columns)
      .from(table)
      .where(eq(owner, memberId))
      .orderBy(...order) as Promise<Array<SelectResultFields<T>>>;

  return {
    /** A new password hash and every session ended, together (this device's too). */
    replacePassword: (userId: number, passwordHash: string) =>
      db.transaction(async (tx) => {
        await accounts.update(
          userId,
          { passwordHash, passwordChangedAt: new Date(), passwordNoticeSnoozedUntil: null },
          tx,
        );
        await auth.revokeSessionsOf(userId, undefined, tx);
      }),

    /** Check-ins at public check-in events (oldest day first), those events (newest first) and the gifts received there. */
    async checkInHistory(memberId: number) {
      const checkIns = await db
        .select({ eventId: eventCheckIns.eventId, day: eventCheckIns.day })
        .from(eventCheckIns)
        .innerJoin(events, eq(events.id, eventCheckIns.eventId))
        .where(and(eq(eventCheckIns.memberId, memberId), eq(events.isPublic, true), eq(events.checkIn, true)))
        .orderBy(asc(eventCheckIns.day));
      const ids = [...new Set(checkIns.map((c) => c.eventId))];
      if (ids.length === 0) return { checkIns, events: [], gifts: [] };
      const [rows, gifts] = await Promise.all([
        db
          .select({ id: events.id, title: events.title, startDate: events.startDate, endDate: events.endDate })
          .from(events)
          .where(inArray(events.id, ids))
          .orderBy(desc(events.startDate), desc(events.id)),
        db
          .select({
            eventId: eventGifts.eventId,
            day: eventGifts.day,
            kind: eventGifts.kind,
            title: eventGifts.title,
            contentType: eventGifts.contentType,
            width: eventGifts.width,
            height: eventGifts.height,
          })
          .from(giftReceipts)
          .innerJoin(
            eventGifts,
            and(eq(eventGifts.eventId, giftReceipts.eventId), eq(eventGifts.day, giftReceipts.day)),
          )
          .where(and(eq(giftReceipts.memberId, memberId), inArray(giftReceipts.eventId, ids)))
          .orderBy(asc(giftReceipts.day)),
      ]);
      return { checkIns, events: rows, gifts };
    },

    /**
     * Everything held about a member besides their users row, for the export. Columns are picked
     * one by one so a secret added to a table later is not exported by accident: no token hashes,
     * no TOTP secret, no recovery code hashes, no passkey keys.
     */
    async exportRows(memberId: number) {
      const [sessionRows, checkIns, gifts, quizzes, positions, totp, passkeys] = await Promise.all([
        own(
          sessions,
          {
            userAgent: sessions.userAgent,
            ip: sessions.ip,
            createdAt: sessions.createdAt,
            lastUsedAt: sessions.lastUsedAt,
            expiresAt: sessions.expiresAt,
            revokedAt: sessions.revokedAt,
          },
          sessions.userId,
          memberId,
          desc(sessions.createdAt),
        ),
        db
          .select({
            eventId: eventCheckIns.eventId,
            eventTitle: events.title,
            day: eventCheckIns.day,
            checkedAt: eventCheckIns.checkedAt,
          })
          .from(eventCheckIns)
          .innerJoin(events, eq(events.id, eventCheckIns.eventId))
          .where(eq(eventCheckIns.memberId, memberId))
          .orderBy(asc(eventCheckIns.checkedAt)),
        own(
          giftReceipts,
          {
            eventId: giftReceipts.eventId,
            day: giftReceipts.day,
            times: giftReceipts.times,
            firstAt: giftReceipts.firstAt,
            lastAt: giftReceipts.lastAt,
          },
          giftReceipts.memberId,
          memberId,
          asc(giftReceipts.firstAt),
        ),
        own(
          quizScores,
          {
            episodeId: quizScores.episodeId,
            bestScore: quizScores.bestScore,
            lastScore: quizScores.lastScore,
            attempts: quizScores.attempts,
            updatedAt: quizScores.updatedAt,
          },
          quizScores.userId,
          memberId,
        ),
        own(
          webtoonPositions,
          {
            episodeId: webtoonPositions.episodeId,
            panel: webtoonPositions.panel,
            updatedAt: webtoonPositions.updatedAt,
          },
          webtoonPositions.userId,
          memberId,
        ),
        own(userTotp, { confirmedAt: userTotp.confirmedAt }, userTotp.userId, memberId),
        own(
          userPasskeys,
          { name: userPasskeys.name, createdAt: userPasskeys.createdAt, lastUsedAt: userPasskeys.lastUsedAt },
          userPasskeys.userId,
          memberId,
          asc(userPasskeys.id),
        ),
      ]);
      return { sessionRows, checkIns, gifts, quizzes, positions, totp, passkeys };
    },

    /**
     * Erases a member at once (PIPA withdrawal), in one transaction with `record` (the audit row).
     * The users row stays as an anonymous tombstone rather than going: check-ins and gift receipts
     * point at it, so each event's attendance (one row per member and day) and the registration
     * and country statistics stay exactly as they were, and a deleted member still counts as one
     * distinct attendee. A single shared "anonymous" row would not do: two deleted members who
     * checked in on the same day would collide on the check-in primary key and one attendance
     * would be lost.
     *
     * Erased: name, e-mail, phone, church and blessing group, password, sessions and refresh tokens,
     * two-factor secrets, recovery codes and passkeys, reading positions and quiz scores, pending
     * e-mail codes, and the address on the audit rows of this account's locks.
     * Kept without identity: member type, phone region (country), sign-up time, terms version,
     * check-ins and gift receipts.
     * 'last-admin': nothing is written.
     */
    erase: (user: UserRow, anonymousEmail: string, record: (tx: Db) => Promise<void>) =>
      db.transaction(async (tx): Promise<'erased' | 'last-admin'> => {
        // The admins are locked as a role change does: the last one cannot leave the site without one.
        if (user.role === 'ADMIN') {
          const admins = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'ADMIN')).for('update');
          if (admins.length <= 1) return 'last-admin';
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
            failedMfaCodeCount: 0,
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
        await record(tx);
        return 'erased';
      }),
  };
}
type MeRepository = ReturnType<typeof createMeRepository>;
export type CheckInHistory = Awaited<ReturnType<MeRepository['checkInHistory']>>;
export type ExportRows = Awaited<ReturnType<MeRepository['exportRows']>>;
