import { createContext, useContext } from 'react';
import type { STAFF_ROLES } from '@atrium/shared/api/admin';

export type StaffRole = (typeof STAFF_ROLES)[number];

/**
 * The signed-in staff member's role, as the admin check answered it. AdminGuard provides it
 * once the check has succeeded, so every admin page can read it without waiting.
 */
export const AdminRoleContext = createContext<StaffRole>('MANAGER');

export const useAdminRole = (): StaffRole => useContext(AdminRoleContext);

/** Users, roles, statistics and the audit log are the ADMIN's (docs/spec/decisions.md §3). */
export const isAdmin = (role: StaffRole): boolean => role === 'ADMIN';
