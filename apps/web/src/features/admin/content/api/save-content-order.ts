import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '#web/lib/api/auth-api';
import type { ContentId } from '../lib/content-paths';
import type { ContentList } from './get-content-list';
import { contentAdminKeys, contentApiPath } from './keys';

interface Reorder {
  type: string;
  ids: ContentId[];
  /** The list's ETag (`"o<version>"`): the order the editor moved from. */
  orderEtag: string | null;
}

/**
 * PUT /api/admin/content/{type}/order {ids}: the items of an ordered type in their new order. An
 * order someone else changed meanwhile is refused (409 EDIT_CONFLICT) rather than overwritten.
 */
async function saveContentOrder({ type, ids, orderEtag }: Reorder): Promise<string | null> {
  const { headers } = await authApi.requestWithHeaders<undefined>(contentApiPath(type, 'order'), {
    method: 'PUT',
    headers: orderEtag ? { 'If-Match': orderEtag } : undefined,
    body: { ids },
  });
  return headers.get('ETag');
}

/** Shows the new order at once; the refetch afterwards confirms it (or puts the stored one back). */
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
    // The order's new version at once, so a next move before the refetch is not taken for a stale one.
    onSuccess: (orderEtag, { type }) =>
      queryClient.setQueryData<ContentList>(contentAdminKeys.list(type), (list) => list && { ...list, orderEtag }),
    onSettled: (_result, _error, { type }) => queryClient.invalidateQueries({ queryKey: contentAdminKeys.list(type) }),
  });
}
