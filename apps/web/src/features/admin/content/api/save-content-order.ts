import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '#web/lib/api/auth-api';
import type { ContentId } from '../lib/content-paths';
import type { ContentList } from './get-content-list';
import { contentAdminKeys, contentApiPath } from './keys';

/** PUT /api/admin/content/{type}/order {ids}: the items of an ordered type in their new order. */
const saveContentOrder = ({ type, ids }: { type: string; ids: ContentId[] }) =>
  authApi.requestVoid(contentApiPath(type, 'order'), { method: 'PUT', body: { ids } });

/** Shows the new order at once; the refetch afterwards confirms it (or puts the old one back). */
export function useSaveContentOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContentOrder,
    onMutate: async ({ type, ids }) => {
      await queryClient.cancelQueries({ queryKey: contentAdminKeys.list(type) });
      queryClient.setQueryData<ContentList>(contentAdminKeys.list(type), (list) => {
        if (!list) return list;
        const byId = new Map(list.items.map((item) => [String(item.id), item]));
        const items = ids.flatMap((id) => byId.get(String(id)) ?? []);
        return { ...list, items };
      });
    },
    onSettled: (_result, _error, { type }) => queryClient.invalidateQueries({ queryKey: contentAdminKeys.list(type) }),
  });
}
