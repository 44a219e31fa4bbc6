import type { ReactNode } from 'react';
import { isAdmin, useAdminRole } from '../lib/admin-role';
import { NoPermission } from './NoPermission';

/** ADMIN-only pages (users, audit): the server refuses them to a MANAGER anyway; say so without asking. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  return isAdmin(useAdminRole()) ? children : <NoPermission />;
}
