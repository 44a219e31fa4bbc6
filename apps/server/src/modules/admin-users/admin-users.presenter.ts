import type { AdminUserDetail, AdminUserSummary } from '@atrium/shared/api/admin';
import type { MemberType, Role } from '@atrium/shared/api/auth';
import type { UserRow } from '../users/users.repository';

type SummaryRow = Pick<
  UserRow,
  'id' | 'email' | 'name' | 'phoneNumber' | 'phoneRegion' | 'memberType' | 'role' | 'lockedAt' | 'createdAt'
>;

/** What staff see of a member: never the password hash or token material. */
export function presentUserSummary(u: SummaryRow): AdminUserSummary {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    phoneNumber: u.phoneNumber,
    phoneRegion: u.phoneRegion,
    memberType: u.memberType as MemberType,
    role: u.role as Role,
    locked: u.lockedAt !== null,
    createdAt: u.createdAt.toISOString(),
  };
}

export function presentUserDetail(u: UserRow, lastActiveAt: Date | string | null): AdminUserDetail {
  return {
    ...presentUserSummary(u),
    churchAffiliation: u.churchAffiliation,
    blessingGroup: u.blessingGroup,
    language: u.language,
    failedLoginCount: u.failedLoginCount,
    lastActiveAt: lastActiveAt ? new Date(lastActiveAt).toISOString() : null,
    updatedAt: u.updatedAt.toISOString(),
  };
}
