import type { Reply } from '#web/lib/api/request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { contentPublishedResponseSchema } from '@atrium/shared/api/content-admin';
import { authApi } from '#web/lib/api/auth-api';
import type { ContentId } from '../lib/content-paths';
import { storeChangedItem } from './store-changed-item';
import { contentApiPath } from './keys';
import { ifMatchVersion } from './if-match';

interface Withdrawal {
  type: string;
  id: ContentId;
  version: number;
  /** ISO date-time with its offset: withdraw then; absent: now. */
  at?: string;
}

/** POST /api/admin/content/{type}/{id}/unpublish {at?}: the item leaves the public site now or at `at`. */
const unpublishContentItem = ({ type, id, version, at }: Withdrawal) =>
  authApi.request<Reply<typeof contentPublishedResponseSchema>>(contentApiPath(type, id, 'unpublish'), {
    method: 'POST',
    headers: ifMatchVersion(version),
    body: at ? { at } : {},
  });

export function useUnpublishContentItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unpublishContentItem,
    onSuccess: (item, { type }) => storeChangedItem(queryClient, type, item),
  });
}
