import type { Reply } from '#web/lib/api/request';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { adminGiftListSchema, adminGiftSchema, GiftInput } from '@atrium/shared/api/events-admin';
import { authApi } from '#web/lib/api/auth-api';
import { eventAdminKeys } from './keys';

/** GET /api/admin/events/{id}/gifts: the 28 slots of a check-in event (staff). */
export const useAdminGifts = (eventId: number | null) =>
  useQuery({
    queryKey: eventAdminKeys.gifts(eventId ?? 0),
    queryFn: ({ signal }) =>
      authApi.get<Reply<typeof adminGiftListSchema>>(`/admin/events/${eventId}/gifts`, { signal }),
    enabled: eventId !== null,
  });

/** PUT /api/admin/events/{id}/gifts/{day}: the day's kind, title and file (from the upload library). */
export function useSaveGift(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ day, input }: { day: number; input: GiftInput }) =>
      authApi.request<Reply<typeof adminGiftSchema>>(`/admin/events/${eventId}/gifts/${day}`, {
        method: 'PUT',
        body: input,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: eventAdminKeys.gifts(eventId) }),
  });
}

/** DELETE /api/admin/events/{id}/gifts/{day}: empties the slot. */
export function useClearGift(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (day: number) => authApi.requestVoid(`/admin/events/${eventId}/gifts/${day}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: eventAdminKeys.gifts(eventId) }),
  });
}

/** A gift's stored file, fetched with the staff token (its URL is not public), for the preview. */
export const fetchGiftPreview = (fileUrl: string, signal?: AbortSignal) => {
  const url = new URL(fileUrl, window.location.origin);
  const path = url.pathname.replace(/^\/api(?=\/)/, '');
  return authApi.requestBlob(path, { query: Object.fromEntries(url.searchParams), headers: { Accept: '*/*' }, signal });
};
