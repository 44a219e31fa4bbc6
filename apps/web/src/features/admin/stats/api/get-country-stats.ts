import type { Reply } from '#web/lib/api/request';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { countryStatsSchema } from '@atrium/shared/api/admin';
import { authApi } from '#web/lib/api/auth-api';
import { staticQueryOptions } from '#web/lib/reads';
import { adminKeys } from '#web/features/admin/lib/admin-keys';

/** GET /api/admin/users/country: members per phone region (ADMIN). */
const getCountryStats = (signal?: AbortSignal) =>
  authApi.get<Reply<typeof countryStatsSchema>>('/admin/users/country', { signal });

const countryStatsQueryOptions = () =>
  queryOptions({
    ...staticQueryOptions,
    queryKey: adminKeys.countries(),
    queryFn: ({ signal }) => getCountryStats(signal),
  });

export const useCountryStats = () => useQuery(countryStatsQueryOptions());
