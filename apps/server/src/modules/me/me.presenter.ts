import type { MemberSession, Profile, Role, MemberType } from '@atrium/shared/api/auth';
import type { UserRow } from '../users/users.repository';
import type { SessionRow } from '../auth/auth.table';

/** What a member sees of their own row: never the hash, counters or token material. */
export function presentProfile(u: UserRow): Profile {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    phoneNumber: u.phoneNumber,
    phoneRegion: u.phoneRegion,
    memberType: u.memberType as MemberType,
    churchAffiliation: u.churchAffiliation,
    blessingGroup: u.blessingGroup,
    role: u.role as Role,
    language: u.language,
    createdAt: u.createdAt.toISOString(),
  };
}

/** A short device name from a User-Agent: browser and system, no version noise. */
export function deviceName(userAgent: string | null): string {
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
