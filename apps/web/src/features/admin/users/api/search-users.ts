import type { Reply } from '#web/lib/api/request';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { adminUserListSchema } from '@atrium/shared/api/admin';
import { authApi } from '#web/lib/api/auth-api';
import { adminKeys } from '#web/features/admin/lib/admin-keys';

/** GET /api/admin/users/search: members whose e-mail, name or phone matches a keyword (ADMIN). */
const searchUsers = (keyword: string, page: number, signal?: AbortSignal) =>
  authApi.get<Reply<typeof adminUserListSchema>>('/admin/users/search', { query: { keyword, page }, signal });

const userSearchQueryOptions = (keyword: string, page: number) =>
  queryOptions({
    queryKey: adminKeys.userList({ keyword, page }),
    queryFn: ({ signal }) => searchUsers(keyword, page, signal),
    placeholderData: keepPreviousData,
  });

export const useUserSearch = (keyword: string, page: number, enabled = true) =>
  useQuery({ ...userSearchQueryOptions(keyword, page), enabled });
