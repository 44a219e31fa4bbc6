import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '#web/lib/api/auth-api';
import { releaseApiPath, releaseKeys } from './keys';

/** DELETE /api/admin/releases/{id}: only while not published (else 409 RELEASE_CLOSED); its items stay as they are. */
const deleteRelease = (id: number) => authApi.requestVoid(releaseApiPath(id), { method: 'DELETE' });

export function useDeleteRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRelease,
    onSuccess: (_result, id) => queryClient.removeQueries({ queryKey: releaseKeys.release(id) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: releaseKeys.list() }),
  });
}
