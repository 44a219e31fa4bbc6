import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminNewsSchema, type NewsInput } from '@atrium/shared/api/news';
import { authApi } from '../../../../lib/api/authApi';
import { newsAdminKeys } from './keys';

export type NewsSave = NewsInput & { id?: number };

/** POST /api/admin/news (new) or PUT /api/admin/news (with its id): answers the stored item; 400 VALIDATION_FAILED with fields. */
export const saveNews = ({ id, ...input }: NewsSave) =>
  id
    ? authApi.request('/admin/news', { method: 'PUT', body: { ...input, id }, schema: adminNewsSchema })
    : authApi.request('/admin/news', { method: 'POST', body: input, schema: adminNewsSchema });

export function useSaveNews() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveNews,
    onSuccess: async (saved) => {
      queryClient.setQueryData(newsAdminKeys.item(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: [...newsAdminKeys.all(), 'list'] });
    },
  });
}
