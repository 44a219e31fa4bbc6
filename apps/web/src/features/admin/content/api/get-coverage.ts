import type { Reply } from '#web/lib/api/request';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { coverageResponseSchema } from '@atrium/shared/api/content-admin';
import { authApi } from '#web/lib/api/auth-api';
import { contentAdminKeys } from './keys';

/** GET /api/admin/content/coverage: per type and language, how many items lack or have stale translations. */
const getCoverage = (signal?: AbortSignal) =>
  authApi.get<Reply<typeof coverageResponseSchema>>('/admin/content/coverage', { signal });

const coverageQueryOptions = () =>
  queryOptions({ queryKey: contentAdminKeys.coverage(), queryFn: ({ signal }) => getCoverage(signal) });

export const useCoverage = () => useQuery(coverageQueryOptions());
