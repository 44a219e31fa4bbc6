import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '../../../../lib/api/authApi';
import { newsAdminKeys } from './keys';

export type NewsDeletion = { kind: 'news'; id: number } | { kind: 'article'; id: number };

/** DELETE /api/admin/news/{id} (the item with its articles) or /api/admin/news/article/{id}. */
export const deleteNews = ({ kind, id }: NewsDeletion) =>
  authApi.requestVoid(kind === 'news' ? `/admin/news/${id}` : `/admin/news/article/${id}`, { method: 'DELETE' });

export function useDeleteNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteNews,
    onSuccess: (_result, deletion) => {
      if (deletion.kind === 'news') queryClient.removeQueries({ queryKey: newsAdminKeys.item(deletion.id) });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: newsAdminKeys.all() }),
  });
}
