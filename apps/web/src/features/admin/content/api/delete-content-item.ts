import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authApi } from '#web/lib/api/auth-api';
import type { ContentId } from '../lib/content-paths';
import { contentAdminKeys, contentApiPath } from './keys';
import { ifMatchVersion } from './if-match';

/** DELETE /api/admin/content/{type}/{id}: the item, its drafts and its public version. */
const deleteContentItem = ({ type, id, version }: { type: string; id: ContentId; version: number }) =>
  authApi.requestVoid(contentApiPath(type, id), { method: 'DELETE', headers: ifMatchVersion(version) });

export function useDeleteContentItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteContentItem,
    onSuccess: (_result, { type, id }) => queryClient.removeQueries({ queryKey: contentAdminKeys.item(type, id) }),
    onSettled: (_result, _error, { type }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: contentAdminKeys.list(type) }),
        queryClient.invalidateQueries({ queryKey: contentAdminKeys.coverage() }),
      ]),
  });
}
