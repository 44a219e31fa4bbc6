import type { Reply } from '#web/lib/api/request';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { adminUserDetailSchema } from '@atrium/shared/api/admin';
import { authApi } from '#web/lib/api/auth-api';
import { adminKeys } from '#web/features/admin/lib/admin-keys';

/** GET /api/admin/users/{id}: one member's details (ADMIN); 404 USER_NOT_FOUND. */
const getUser = (id: number, signal?: AbortSignal) =>
  authApi.get<Reply<typeof adminUserDetailSchema>>(`/admin/users/${id}`, { signal });

const userQueryOptions = (id: number) =>
  queryOptions({ queryKey: adminKeys.user(id), queryFn: ({ signal }) => getUser(id, signal) });

export const useUser = (id: number) => useQuery(userQueryOptions(id));
