import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediaItemSchema, type MediaDetails } from '@atrium/shared/api/media';
import { authApi } from '../../../lib/api/authApi';
import { adminKeys } from './keys';

/** PUT /api/admin/media/{id}: the picture's alt text per language and its focus point; answers the item. */
export const updateMediaDetails = ({ id, ...details }: MediaDetails & { id: string }) =>
  authApi.request(`/admin/media/${encodeURIComponent(id)}`, { method: 'PUT', body: details, schema: mediaItemSchema });

export function useUpdateMediaDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMediaDetails,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.media() }),
  });
}
