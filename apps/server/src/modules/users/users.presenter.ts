import type { UserRow } from './users.repository';

type AccountRow = Pick<
  UserRow,
  'id' | 'email' | 'name' | 'phoneNumber' | 'phoneRegion' | 'memberType' | 'role' | 'createdAt'
>;

/** What the member and staff both see of an account: never the hash, counters or token material. */
export function presentAccount(u: AccountRow) {
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    phoneNumber: u.phoneNumber,
    phoneRegion: u.phoneRegion,
    memberType: u.memberType,
    role: u.role,
    createdAt: u.createdAt.toISOString(),
  };
}
