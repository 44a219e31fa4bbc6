import { TERMS_VERSION, type MemberSession, type Profile } from '@atrium/shared/api/auth';
import { giftFormat } from '@atrium/shared/gift-kinds';
import type { MyCheckIns } from '@atrium/shared/api/my-check-ins';
import type { Language } from '@atrium/shared/languages';
import { CHECK_IN_DAYS } from '@atrium/shared/limits';
import { localizedTexts } from '#server/lib/present';
import type { UserRow } from '../users/users.repository';
import { presentAccount } from '../users/users.presenter';
import type { SessionRow } from '../auth/auth.table';
import type { CheckInHistory, ExportRows } from './me.repository';

/** What a member sees of their own row: never the hash, counters or token material. */
export function presentProfile(u: UserRow): Profile {
  return {
    ...presentAccount(u),
    churchAffiliation: u.churchAffiliation,
    blessingGroup: u.blessingGroup,
    language: u.language,
  };
}

/** A short device name from a User-Agent: browser and system, no version noise. */
function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const browser = (
    [
      [/Edg\//, 'Edge'],
      [/OPR\//, 'Opera'],
      [/SamsungBrowser\//, 'Samsung Internet'],
      [/Firefox\//, 'Firefox'],
      [/Chrome\//, 'Chrome'],
      [/Safari\//, 'Safari'],
    ] as const
  ).find(([re]) => re.test(userAgent))?.[1];
  const os = (
    [
      [/Android/, 'Android'],
      [/iPhone|iPad|iPod/, 'iOS'],
      [/Windows/, 'Windows'],
      [/Mac OS X|Macintosh/, 'macOS'],
      [/Linux/, 'Linux'],
    ] as const
  ).find(([re]) => re.test(userAgent))?.[1];
  return [browser, os].filter(Boolean).join(' on ') || userAgent.slice(0, 60);
}

export function presentSession(s: SessionRow, currentId: string): MemberSession {
  return {
    id: s.id,
    device: deviceName(s.userAgent),
    ip: s.ip,
    createdAt: s.createdAt.toISOString(),
    lastUsedAt: s.lastUsedAt.toISOString(),
    current: s.id === currentId,
  };
}

/**
 * A member's own check-in history for /my: every public check-in event they checked in at,
 * newest first, with the days and the gifts received.
 */
export function presentMyCheckIns(history: CheckInHistory, lang: Language): MyCheckIns {
  return {
    events: history.events.map((row) => ({
      eventId: row.id,
      ...localizedTexts(row, lang, 'title'),
      startDate: row.startDate,
      endDate: row.endDate,
      days: CHECK_IN_DAYS,
      checkedDays: history.checkIns.filter((c) => c.eventId === row.id).map((c) => c.day),
      gifts: history.gifts
        .filter((g) => g.eventId === row.id)
        .map((g) => ({
          day: g.day,
          kind: g.kind,
          format: giftFormat(g.kind),
          ...localizedTexts(g, lang, 'title'),
          contentType: g.contentType,
          width: g.width,
          height: g.height,
        })),
    })),
  };
}

/**
 * Everything held about a member, for GET /api/me/export (the right of access and portability).
 * The profile is picked field by field: no password hash, counters or token material.
 */
export function presentExport(user: UserRow, rows: ExportRows, exportedAt: Date) {
  return {
    exportedAt: exportedAt.toISOString(),
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
    twoFactor: { totpEnrolledAt: rows.totp[0]?.confirmedAt ?? null, passkeys: rows.passkeys },
    sessions: rows.sessionRows,
    checkIns: rows.checkIns,
    giftsReceived: rows.gifts,
    quizAttempts: rows.quizzes,
    readingPositions: rows.positions,
  };
}
