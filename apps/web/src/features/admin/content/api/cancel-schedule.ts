import type { Reply } from '#web/lib/api/request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { contentItemResponseSchema } from '@atrium/shared/api/content-admin';
import { authApi } from '#web/lib/api/auth-api';
import type { ContentId } from '../lib/content-paths';
import { storeChangedItem } from './store-changed-item';
import { contentApiPath } from './keys';
import { ifMatchVersion } from './if-match';

/** DELETE /api/admin/content/{type}/{id}/schedule: calls off a scheduled publish or withdrawal. */
const cancelSchedule = ({ type, id, version }: { type: string; id: ContentId; version: number }) =>
  authApi.request<Reply<typeof contentItemResponseSchema>>(contentApiPath(type, id, 'schedule'), {
    method: 'DELETE',
    headers: ifMatchVersion(version),
  });

export function useCancelSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelSchedule,
    onSuccess: (item, { type }) => storeChangedItem(queryClient, type, item),
  });
}
