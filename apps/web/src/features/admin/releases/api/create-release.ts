import type { Reply } from '#web/lib/api/request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReleaseItemRef, releaseCreatedSchema } from '@atrium/shared/api/releases';
import { authApi } from '#web/lib/api/auth-api';
import { releaseApiPath, releaseKeys } from './keys';

/** POST /api/admin/releases {title, items}: a new open release, answering its id. */
const createRelease = (body: { title: string; items?: ReleaseItemRef[] }) =>
  authApi.request<Reply<typeof releaseCreatedSchema>>(releaseApiPath(), {
    method: 'POST',
    body: { title: body.title, items: body.items ?? [] },
  });

export function useCreateRelease() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRelease,
    onSettled: () => queryClient.invalidateQueries({ queryKey: releaseKeys.list() }),
  });
}
