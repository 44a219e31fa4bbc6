import type { Reply } from '#web/lib/api/request';
import { useQuery } from '@tanstack/react-query';
import type { adminEventChoicesSchema } from '@atrium/shared/api/events-admin';
import { authApi } from '#web/lib/api/auth-api';
import { eventAdminKeys } from './keys';

/** GET /api/admin/events/choices: every event's name, newest start first, for the pickers. */
export const useEventChoices = () =>
  useQuery({
    queryKey: eventAdminKeys.choices(),
    queryFn: ({ signal }) => authApi.get<Reply<typeof adminEventChoicesSchema>>('/admin/events/choices', { signal }),
  });
