import type { Reply } from '#web/lib/api/request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { contentPublishedResponseSchema } from '@atrium/shared/api/content-admin';
import { authApi } from '#web/lib/api/auth-api';
import type { ContentId } from '../lib/content-paths';
import { storeChangedItem } from './store-changed-item';
import { contentApiPath } from './keys';
import { ifMatchVersion } from './if-match';

interface Publication {
  type: string;
  id: ContentId;
  /** The version whose draft the publisher looked at: exactly that goes live. */
  version: number;
  memo: string;
  /** ISO date-time with its offset: publish then (scheduled); absent: now. */
  at?: string;
}

/** POST /api/admin/content/{type}/{id}/publish {memo, at?}: the draft goes public now or at `at`. */
const publishContentItem = ({ type, id, version, memo, at }: Publication) =>
  authApi.request<Reply<typeof contentPublishedResponseSchema>>(contentApiPath(type, id, 'publish'), {
    method: 'POST',
    headers: ifMatchVersion(version),
    body: at ? { memo, at } : { memo },
  });

export function usePublishContentItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishContentItem,
    onSuccess: (item, { type }) => storeChangedItem(queryClient, type, item),
  });
}
