import type { Reply } from '#web/lib/api/request';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { sessionsResponseSchema, MemberSession } from '@atrium/shared/api/auth';
import { authApi } from '#web/lib/api/auth-api';
import { accountKeys } from './keys';

/** GET /api/me/sessions: the devices the member is signed in on, this one marked `current`. */
const getSessions = async (signal?: AbortSignal): Promise<MemberSession[]> =>
  (await authApi.get<Reply<typeof sessionsResponseSchema>>('/me/sessions', { signal })).sessions;

const sessionsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.sessions(), queryFn: ({ signal }) => getSessions(signal) });

export const useSessions = () => useQuery(sessionsQueryOptions());
