import type { Reply } from '#web/lib/api/request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { mediaItemSchema, MediaDetails } from '@atrium/shared/api/media';
import { authApi } from '#web/lib/api/auth-api';
import { adminKeys } from '#web/features/admin/lib/admin-keys';

/** PUT /api/admin/media/{id}: the picture's alt text per language and its focus point; answers the item. */
const updateMediaDetails = ({ id, ...details }: MediaDetails & { id: string }) =>
  authApi.request<Reply<typeof mediaItemSchema>>(`/admin/media/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: details,
  });

export function useUpdateMediaDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMediaDetails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.media() }),
  });
}
