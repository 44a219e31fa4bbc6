import type { Reply } from '#web/lib/api/request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { profileSchema, Profile, ProfileUpdate } from '@atrium/shared/api/auth';
import { authApi } from '#web/lib/api/auth-api';
import { accountKeys } from './keys';

/** PUT /api/me: the profile fields (the e-mail is the ID and stays); answers the saved profile. */
const updateProfile = (fields: ProfileUpdate): Promise<Profile> =>
  authApi.request<Reply<typeof profileSchema>>('/me', { method: 'PUT', body: fields });

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // The answer is the stored profile: show it without another request.
    onSuccess: (profile) => queryClient.setQueryData(accountKeys.profile(), profile),
  });
}
