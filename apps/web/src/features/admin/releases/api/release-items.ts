import type { Reply } from '#web/lib/api/request';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ReleaseItemRef, releaseSchema } from '@atrium/shared/api/releases';
import { authApi } from '#web/lib/api/auth-api';
import { releaseApiPath, releaseKeys } from './keys';

type Release = Reply<typeof releaseSchema>;

/** The release as answered; the list's item counts are asked again. */
const storeRelease = (queryClient: QueryClient, id: number, release: Release | void) => {
  if (release) queryClient.setQueryData(releaseKeys.release(id), release);
  else void queryClient.invalidateQueries({ queryKey: releaseKeys.release(id) });
  return queryClient.invalidateQueries({ queryKey: releaseKeys.list() });
};

/** POST /api/admin/releases/{id}/items {type, id}: "add to release" (answers the release). */
const addReleaseItem = ({ releaseId, item }: { releaseId: number; item: ReleaseItemRef }) =>
  authApi.request<Release>(releaseApiPath(releaseId, 'items'), { method: 'POST', body: item });

export function useAddReleaseItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addReleaseItem,
    onSuccess: (release, { releaseId }) => storeRelease(queryClient, releaseId, release),
  });
}

/** DELETE /api/admin/releases/{id}/items/{type}/{itemId}: the item leaves the release (it stays as it is). */
const removeReleaseItem = ({ releaseId, item }: { releaseId: number; item: ReleaseItemRef }) =>
  authApi.requestVoid(releaseApiPath(releaseId, 'items', item.type, item.id), { method: 'DELETE' });

export function useRemoveReleaseItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeReleaseItem,
    onSuccess: (_result, { releaseId }) => storeRelease(queryClient, releaseId),
  });
}
