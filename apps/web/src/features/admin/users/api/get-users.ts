import type { Reply } from '#web/lib/api/request';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { adminUserListSchema, AdminUsersQuery } from '@atrium/shared/api/admin';
import { authApi } from '#web/lib/api/auth-api';
import { adminKeys } from '#web/features/admin/lib/admin-keys';

export type UserListQuery = AdminUsersQuery & { page: number };

/** GET /api/admin/users: members filtered by type, role, phone region and sign-up dates (ADMIN). */
const getUsers = (query: UserListQuery, signal?: AbortSignal) =>
  authApi.get<Reply<typeof adminUserListSchema>>('/admin/users', { query: { ...query }, signal });

const usersQueryOptions = (query: UserListQuery) =>
  queryOptions({
    queryKey: adminKeys.userList({ ...query }),
    queryFn: ({ signal }) => getUsers(query, signal),
    // Paging and filtering keep the last table on screen instead of flashing empty.
    placeholderData: keepPreviousData,
  });

export const useUsers = (query: UserListQuery, enabled = true) => useQuery({ ...usersQueryOptions(query), enabled });
