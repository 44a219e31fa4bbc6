import type { Reply } from '#web/lib/api/request';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { coverageGapsResponseSchema } from '@atrium/shared/api/content-admin';
import { authApi } from '#web/lib/api/auth-api';
import { contentAdminKeys } from './keys';

/** GET /api/admin/content/coverage/gaps: each item with a translation missing or stale, and in which languages. */
const getCoverageGaps = (signal?: AbortSignal) =>
  authApi.get<Reply<typeof coverageGapsResponseSchema>>('/admin/content/coverage/gaps', { signal });

const coverageGapsQueryOptions = () =>
  queryOptions({ queryKey: contentAdminKeys.coverageGaps(), queryFn: ({ signal }) => getCoverageGaps(signal) });

export const useCoverageGaps = () => useQuery(coverageGapsQueryOptions());
