import type { Reply } from '#web/lib/api/request';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { pageViewStatsSchema } from '@atrium/shared/api/admin';
import { authApi } from '#web/lib/api/auth-api';
import { staticQueryOptions } from '#web/lib/reads';
import { adminKeys } from '#web/features/admin/lib/admin-keys';

/** GET /api/admin/stats/pageviews: views per page and language over the last `days` days (ADMIN). */
const getPageViewStats = (days: number, signal?: AbortSignal) =>
  authApi.get<Reply<typeof pageViewStatsSchema>>('/admin/stats/pageviews', { query: { days }, signal });

const pageViewStatsQueryOptions = (days: number) =>
  queryOptions({
    ...staticQueryOptions,
    queryKey: adminKeys.pageViews(days),
    queryFn: ({ signal }) => getPageViewStats(days, signal),
  });

export const usePageViewStats = (days: number, enabled = true) =>
  useQuery({ ...pageViewStatsQueryOptions(days), enabled });
