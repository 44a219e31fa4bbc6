import type { Reply } from '#web/lib/api/request';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { registerStatsSchema, TimeRange } from '@atrium/shared/api/admin';
import { authApi } from '#web/lib/api/auth-api';
import { staticQueryOptions } from '#web/lib/reads';
import { adminKeys } from '#web/features/admin/lib/admin-keys';

/** GET /api/admin/users/register: sign-ups per day, week, month or year in the venue's time zone (ADMIN). */
const getRegistrationStats = (timeRange: TimeRange, signal?: AbortSignal) =>
  authApi.get<Reply<typeof registerStatsSchema>>('/admin/users/register', { query: { timeRange }, signal });

/** docs/spec/product-spec.md §9: statistics are kept 30 minutes, not refetched on focus, retried once. */
const registrationStatsQueryOptions = (timeRange: TimeRange) =>
  queryOptions({
    ...staticQueryOptions,
    queryKey: adminKeys.registrations(timeRange),
    queryFn: ({ signal }) => getRegistrationStats(timeRange, signal),
  });

export const useRegistrationStats = (timeRange: TimeRange) => useQuery(registrationStatsQueryOptions(timeRange));
