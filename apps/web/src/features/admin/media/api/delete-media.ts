import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '#web/lib/api/auth-api';
import { adminKeys } from '#web/features/admin/lib/admin-keys';

/** DELETE /api/admin/media/{id}: removes the image and its file (pages linking to it lose it). */
const deleteMedia = (id: string) => authApi.requestVoid(`/admin/media/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteMedia() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMedia,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.media() }),
  });
}
