import type { Reply } from '#web/lib/api/request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { mediaItemSchema, mediaListSchema, MediaDetails } from '@atrium/shared/api/media';
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
    onSuccess: (saved) => {
      // The library's pages show the saved details at once: their refetch is dropped when the
      // picker closes first (a slow server), and the picture would be asked for its alt text again.
      queryClient.setQueriesData<Reply<typeof mediaListSchema>>({ queryKey: adminKeys.media() }, (list) =>
        list?.items ? { ...list, items: list.items.map((item) => (item.id === saved.id ? saved : item)) } : list,
      );
      return queryClient.invalidateQueries({ queryKey: adminKeys.media() });
    },
  });
}
