import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminEventChoicesSchema,
  adminEventListSchema,
  adminEventSchema,
  type EventInput,
} from '@atrium/shared/api/events-admin';
import { authApi } from '../../../../lib/api/authApi';
import { eventAdminKeys } from './keys';

/** GET /api/admin/events: every event, newest start first (staff). */
export const useAdminEvents = (page: number) =>
  useQuery({
    queryKey: eventAdminKeys.events(page),
    queryFn: ({ signal }) => authApi.get('/admin/events', adminEventListSchema, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/events/choices: every event's name, newest start first, for the pickers. */
export const useEventChoices = () =>
  useQuery({
    queryKey: eventAdminKeys.choices(),
    queryFn: ({ signal }) => authApi.get('/admin/events/choices', adminEventChoicesSchema, { signal }),
  });

/** GET /api/admin/events/{id}: one event with every language's text. */
export const useAdminEvent = (id: number | null) =>
  useQuery({
    queryKey: eventAdminKeys.event(id ?? 0),
    queryFn: ({ signal }) => authApi.get(`/admin/events/${id}`, adminEventSchema, { signal }),
    enabled: id !== null,
  });

/** POST /api/admin/events (new) or PUT /api/admin/events/{id}. */
export function useSaveEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: EventInput }) =>
      authApi.request(id ? `/admin/events/${id}` : '/admin/events', {
        method: id ? 'PUT' : 'POST',
        body: input,
        schema: adminEventSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: eventAdminKeys.all() }),
  });
}

/** DELETE /api/admin/events/{id}. */
export function useDeleteEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => authApi.requestVoid(`/admin/events/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: eventAdminKeys.all() }),
  });
}
