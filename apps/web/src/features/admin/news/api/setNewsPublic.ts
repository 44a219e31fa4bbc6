import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { adminNewsListSchema, adminNewsSchema, publicToggleSchema } from '@atrium/shared/api/news';
import { authApi } from '../../../../lib/api/authApi';
import { newsAdminKeys } from './keys';

export type PublicToggle = z.infer<typeof publicToggleSchema>;
type NewsList = z.infer<typeof adminNewsListSchema>;
type News = z.infer<typeof adminNewsSchema>;

/** POST /api/admin/news/isPublic: publishes or withdraws a news item, or one article of it (articleId). */
export const setNewsPublic = (toggle: PublicToggle) =>
  authApi.requestVoid('/admin/news/isPublic', { method: 'POST', body: toggle });

/** Shows the new state at once in the cached list and item; the refetch afterwards confirms (or undoes) it. */
function applyToggle(queryClient: QueryClient, { newsId, articleId, isPublic }: PublicToggle) {
  queryClient.setQueriesData<NewsList>({ queryKey: [...newsAdminKeys.all(), 'list'] }, (list) => {
    if (!list || articleId) return list;
    return { ...list, items: list.items.map((item) => (item.id === newsId ? { ...item, isPublic } : item)) };
  });
  queryClient.setQueryData<News>(newsAdminKeys.item(newsId), (news) => {
    if (!news) return news;
    if (!articleId) return { ...news, isPublic };
    return { ...news, articles: news.articles.map((a) => (a.id === articleId ? { ...a, isPublic } : a)) };
  });
}

export function useSetNewsPublic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNewsPublic,
    onMutate: async (toggle) => {
      await queryClient.cancelQueries({ queryKey: newsAdminKeys.all() });
      applyToggle(queryClient, toggle);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: newsAdminKeys.all() }),
  });
}
