import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionsResponseSchema, type MemberSession } from '@atrium/shared/api/auth';
import { authApi } from '../../../lib/api/authApi';
import { accountKeys } from './keys';

/** GET /api/me/sessions: the devices the member is signed in on, this one marked `current`. */
export const getSessions = async (signal?: AbortSignal): Promise<MemberSession[]> =>
  (await authApi.get('/me/sessions', sessionsResponseSchema, { signal })).sessions;

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.sessions(), queryFn: ({ signal }) => getSessions(signal) });

export const useSessions = () => useQuery(sessionsQueryOptions());
