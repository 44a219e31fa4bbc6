import type { Reply } from '#web/lib/api/request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { releaseFailureSchema } from '@atrium/shared/api/content-admin';
import type { releasePublishedSchema, releaseSchema } from '@atrium/shared/api/releases';
import { authApi } from '#web/lib/api/auth-api';
import { isApiError } from '#web/lib/api/ApiError';
import { contentAdminKeys } from '#web/features/admin/content/api/keys';
import { releaseApiPath, releaseKeys } from './keys';

/**
 * POST /api/admin/releases/{id}/publish {at?}: every item goes live now (or at `at`), or none does
 * (409 RELEASE_FAILED with the failure; the release, asked again, shows it).
 */
const publishRelease = ({ id, at }: { id: number; at?: string }) =>
  authApi.request<Reply<typeof releasePublishedSchema>>(releaseApiPath(id, 'publish'), {
    method: 'POST',
    body: at ? { at } : {},
  });

/** The failure a 409 RELEASE_FAILED names: the item that could not go live and why. */
function releaseFailureOf(error: unknown) {
  if (!isApiError(error) || error.code !== 'RELEASE_FAILED') return null;
  const failure = releaseFailureSchema.safeParse(error.body.failure);
  return failure.success ? failure.data : null;
}

export function usePublishRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishRelease,
    onSuccess: (release, { id }) => queryClient.setQueryData(releaseKeys.release(id), release),
    // The failure shows on the release at once, before it is asked again.
    onError: (error, { id }) => {
      const failure = releaseFailureOf(error);
      if (failure)
        queryClient.setQueryData<Reply<typeof releaseSchema>>(releaseKeys.release(id), (release) =>
          release ? { ...release, status: 'failed', failure } : release,
        );
    },
    // Published or failed, the release, its items and the dashboard have changed.
    onSettled: (_release, error, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: releaseKeys.list() }),
        error ? queryClient.invalidateQueries({ queryKey: releaseKeys.release(id) }) : undefined,
        queryClient.invalidateQueries({ queryKey: contentAdminKeys.all() }),
      ]),
  });
}
