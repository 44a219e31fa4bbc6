import { queryOptions, useQuery } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import type { checkInStateSchema, CheckInState } from '@atrium/shared/api/events';
import { authApi } from '#web/lib/api/auth-api';
import { checkInKeys } from './check-in-keys';

/** GET /api/events/{id}/check-ins (member): the days this member checked in, and whether today is open. */
const getCheckIns = (id: number, signal?: AbortSignal): Promise<CheckInState> =>
  authApi.get<Reply<typeof checkInStateSchema>>(`/events/${id}/check-ins`, { signal });

const checkInsQueryOptions = (id: number, who: string) =>
  queryOptions({ queryKey: checkInKeys.checkIns(id, who), queryFn: ({ signal }) => getCheckIns(id, signal) });

export const useCheckIns = (id: number, who: string | null) =>
  useQuery({ ...checkInsQueryOptions(id, who ?? ''), enabled: who !== null });
