import type { Reply } from '#web/lib/api/request';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { profileSchema, Profile } from '@atrium/shared/api/auth';
import { authApi } from '#web/lib/api/auth-api';
import { accountKeys } from './keys';

/** GET /api/me: the signed-in member's profile. */
const getProfile = (signal?: AbortSignal): Promise<Profile> =>
  authApi.get<Reply<typeof profileSchema>>('/me', { signal });

const profileQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.profile(), queryFn: ({ signal }) => getProfile(signal) });

export const useProfile = () => useQuery(profileQueryOptions());
