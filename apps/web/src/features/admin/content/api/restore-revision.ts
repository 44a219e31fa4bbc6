import type { Reply } from '#web/lib/api/request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { contentItemResponseSchema } from '@atrium/shared/api/content-admin';
import { authApi } from '#web/lib/api/auth-api';
import type { ContentId } from '../lib/content-paths';
import { storeChangedItem } from './store-changed-item';
import { contentApiPath } from './keys';

/** POST /api/admin/content/{type}/{id}/revisions/{rev}/restore: the revision becomes the draft. */
const restoreRevision = ({ type, id, rev }: { type: string; id: ContentId; rev: number }) =>
  authApi.request<Reply<typeof contentItemResponseSchema>>(contentApiPath(type, id, 'revisions', rev, 'restore'), {
    method: 'POST',
  });

export function useRestoreRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreRevision,
    onSuccess: (item, { type }) => storeChangedItem(queryClient, type, item),
  });
}
