import { useQuery } from '@tanstack/react-query';
import { adminEventChoicesSchema } from '@atrium/shared/api/events-admin';
import { authApi } from '../../../../lib/api/authApi';
import { eventAdminKeys } from './keys';

/** GET /api/admin/events/choices: every event's name, newest start first, for the pickers. */
export const useEventChoices = () =>
  useQuery({
    queryKey: eventAdminKeys.choices(),
    queryFn: ({ signal }) => authApi.get('/admin/events/choices', adminEventChoicesSchema, { signal }),
  });
