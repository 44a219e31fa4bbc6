import type { AdminUserDetail, AdminUserSummary } from '@atrium/shared/api/admin';
import type { UserRow } from '../users/users.repository';
import { presentAccount } from '../users/users.presenter';

type SummaryRow = Pick<
  UserRow,
  'id' | 'email' | 'name' | 'phoneNumber' | 'phoneRegion' | 'memberType' | 'role' | 'lockedAt' | 'createdAt'
>;

/** What staff see of a member: never the password hash or token material. */
export function presentUserSummary(u: SummaryRow): AdminUserSummary {
  return { ...presentAccount(u), locked: u.lockedAt !== null };
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
