import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminNewsSchema } from '@atrium/shared/api/news';
import { authApi } from '../../../../lib/api/authApi';
import { newsAdminKeys } from './keys';

/** GET /api/admin/news/{id}: a news item with every text in every language and all its articles. */
export const getAdminNews = (id: number, signal?: AbortSignal) =>
  authApi.get(`/admin/news/${id}`, adminNewsSchema, { signal });

export const adminNewsQueryOptions = (id: number) =>
  queryOptions({ queryKey: newsAdminKeys.item(id), queryFn: ({ signal }) => getAdminNews(id, signal) });

export const useAdminNews = (id: number, enabled = true) =>
  useQuery({ ...adminNewsQueryOptions(id), enabled: enabled && id > 0 });
