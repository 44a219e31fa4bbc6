import { useMutation, useQueryClient } from '#web/lib/reads';
import type { Reply } from '#web/lib/api/request';
import type { checkInResultSchema, CheckInResult } from '@atrium/shared/api/events';
import { authApi } from '#web/lib/api/auth-api';
import { checkInKeys } from './check-in-keys';

/**
 * POST /api/events/{id}/check-in (member): today's check-in. A second try the same venue day is
 * refused with 409 ALREADY_CHECKED_IN and changes nothing.
 */
const checkIn = (id: number): Promise<CheckInResult> =>
  authApi.request<Reply<typeof checkInResultSchema>>(`/events/${id}/check-in`, { method: 'POST' });

/** Checks in, then refreshes this member's calendar and gifts (the day's gift is now unlocked). */
export function useCheckIn(id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => checkIn(id),
    onSettled: () => client.invalidateQueries({ queryKey: checkInKeys.member() }),
  });
}
