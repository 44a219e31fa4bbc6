import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediaItemSchema } from '@atrium/shared/api/media';
import type { Localized } from '@atrium/shared/localized';
import { authApi } from '../../../lib/api/authApi';
import { adminKeys } from './keys';

/** PUT /api/admin/media/{id}: the image's alternative text per language; answers the item. */
export const updateMediaAlt = ({ id, alt }: { id: string; alt: Localized }) =>
  authApi.request(`/admin/media/${encodeURIComponent(id)}`, { method: 'PUT', body: { alt }, schema: mediaItemSchema });

export function useUpdateMediaAlt() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMediaAlt,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.media() }),
  });
}
