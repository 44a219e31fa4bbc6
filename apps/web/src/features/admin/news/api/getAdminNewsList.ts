import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminNewsListSchema } from '@atrium/shared/api/news';
import { authApi } from '../../../../lib/api/authApi';
import { newsAdminKeys } from './keys';

/** GET /api/admin/news?page=: every news item, public or not, newest first. */
export const getAdminNewsList = (page: number, signal?: AbortSignal) =>
  authApi.get('/admin/news', adminNewsListSchema, { query: { page }, signal });

export const adminNewsListQueryOptions = (page: number) =>
  queryOptions({
    queryKey: newsAdminKeys.list(page),
    queryFn: ({ signal }) => getAdminNewsList(page, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminNewsList = (page: number) => useQuery(adminNewsListQueryOptions(page));
