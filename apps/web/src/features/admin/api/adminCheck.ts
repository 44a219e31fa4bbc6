import { queryOptions, useQuery } from '@tanstack/react-query';
import { authApi } from '../../../lib/api/authApi';
import type { Parser } from '../../../lib/api/request';

export interface AdminCheck {
  /** MANAGER or ADMIN (decisions.md section 3); a USER gets 403. */
  role: string;
}

// TODO(shared): replace with the admin-check schema of @atrium/shared once the admin API lands there.
const adminCheckSchema: Parser<AdminCheck> = {
  parse(data) {
    if (typeof data === 'object' && data !== null && 'role' in data && typeof data.role === 'string') {
      return { role: data.role };
    }
    throw new TypeError('Malformed /admin/check answer');
  },
};

export const adminKeys = {
  all: ['admin'] as const,
  check: () => [...adminKeys.all, 'check'] as const,
};

/** GET /api/admin/check: whether the signed-in member may use the admin, and as what. */
export const getAdminCheck = (signal?: AbortSignal): Promise<AdminCheck> =>
  authApi.get('/admin/check', adminCheckSchema, { signal });

export const adminCheckQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.check(),
    queryFn: ({ signal }) => getAdminCheck(signal),
    // 403 or 404 is an answer, not a glitch: no retry.
    retry: false,
    staleTime: 60_000,
  });

export const useAdminCheck = () => useQuery(adminCheckQueryOptions());
