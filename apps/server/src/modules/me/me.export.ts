import { asc, desc, eq } from 'drizzle-orm';
import { TERMS_VERSION } from '@atrium/shared/api/auth';
import type { Db } from '../../db/client';
import type { UserRow } from '../users/users.repository';
import { sessions } from '../auth/auth.table';
import { eventCheckIns, events, giftReceipts } from '../events/events.table';
import { quizScores } from '../epic/epic.table';
import { webtoonPositions } from '../webtoons/webtoons.table';
import { userTotp } from '../mfa/mfa.table';
import { userPasskeys } from '../mfa/passkey.table';

/**
 * Everything held about a member, for GET /api/me/export (the right of access and portability).
 * Columns are picked one by one so a secret added to a table later is not exported by accident:
 * no password hash, no token hashes, no TOTP secret, no recovery code hashes, no passkey keys.
 */
export async function exportMemberData(db: Db, user: UserRow) {
  const [sessionRows, checkIns, gifts, quizzes, positions, totp, passkeys] = await Promise.all([
    db
      .select({
        userAgent: sessions.userAgent,
        ip: sessions.ip,
        createdAt: sessions.createdAt,
        lastUsedAt: sessions.lastUsedAt,
        expiresAt: sessions.expiresAt,
        revokedAt: sessions.revokedAt,
      })
      .from(sessions)
      .where(eq(sessions.userId, user.id))
      .orderBy(desc(sessions.createdAt)),
    db
      .select({
        eventId: eventCheckIns.eventId,
        eventTitle: events.title,
        day: eventCheckIns.day,
        checkedAt: eventCheckIns.checkedAt,
      })
      .from(eventCheckIns)
      .innerJoin(events, eq(events.id, eventCheckIns.eventId))
      .where(eq(eventCheckIns.memberId, user.id))
      .orderBy(asc(eventCheckIns.checkedAt)),
    db
      .select({
        eventId: giftReceipts.eventId,
        day: giftReceipts.day,
        times: giftReceipts.times,
        firstAt: giftReceipts.firstAt,
        lastAt: giftReceipts.lastAt,
      })
      .from(giftReceipts)
      .where(eq(giftReceipts.memberId, user.id))
      .orderBy(asc(giftReceipts.firstAt)),
    db
      .select({
        episodeId: quizScores.episodeId,
        bestScore: quizScores.bestScore,
        lastScore: quizScores.lastScore,
        attempts: quizScores.attempts,
        updatedAt: quizScores.updatedAt,
      })
      .from(quizScores)
      .where(eq(quizScores.userId, user.id)),
    db
      .select({
        episodeId: webtoonPositions.episodeId,
        panel: webtoonPositions.panel,
        updatedAt: webtoonPositions.updatedAt,
      })
      .from(webtoonPositions)
      .where(eq(webtoonPositions.userId, user.id)),
    db.select({ confirmedAt: userTotp.confirmedAt }).from(userTotp).where(eq(userTotp.userId, user.id)),
    db
      .select({ name: userPasskeys.name, createdAt: userPasskeys.createdAt, lastUsedAt: userPasskeys.lastUsedAt })
      .from(userPasskeys)
      .where(eq(userPasskeys.userId, user.id))
      .orderBy(asc(userPasskeys.id)),
  ]);

  return {
    exportedAt: new Date().toISOString(),
    profile: {
      id: user.id,
      email: user.email,
      name: user.name,
      phoneNumber: user.phoneNumber,
      phoneRegion: user.phoneRegion,
      memberType: user.memberType,
      churchAffiliation: user.churchAffiliation,
      blessingGroup: user.blessingGroup,
      role: user.role,
      language: user.language,
      createdAt: user.createdAt,
      passwordChangedAt: user.passwordChangedAt,
      lockedAt: user.lockedAt,
    },
    // Both agreements are required to sign up, so they were given when the account was created.
    // termsVersion is null for accounts created before versions were recorded.
    consents: (['terms', 'privacy'] as const).map((kind) => ({
      kind,
      termsVersion: user.termsVersion,
      agreedAt: user.createdAt,
      currentTermsVersion: TERMS_VERSION,
    })),
    twoFactor: { totpEnrolledAt: totp[0]?.confirmedAt ?? null, passkeys },
    sessions: sessionRows,
    checkIns,
    giftsReceived: gifts,
    quizAttempts: quizzes,
    readingPositions: positions,
  };
}
