import type { Reply } from '#web/lib/api/request';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { adminCheckResponseSchema } from '@atrium/shared/api/admin';
import { authApi } from '#web/lib/api/auth-api';
import { adminKeys } from '../lib/admin-keys';

/** GET /api/admin/check: whether the signed-in member may use the admin, and as what (403 for USER). */
const getAdminCheck = (signal?: AbortSignal) =>
  authApi.get<Reply<typeof adminCheckResponseSchema>>('/admin/check', { signal });

const adminCheckQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.check(),
    queryFn: ({ signal }) => getAdminCheck(signal),
    // 403 is an answer, not a glitch: no retry. Asked again on every entry to the admin (the
    // role may have changed, or someone else signed in), while the last answer shows meanwhile.
    retry: false,
    staleTime: 0,
  });

export const useAdminCheck = () => useQuery(adminCheckQueryOptions());
