import type { Reply } from '#web/lib/api/request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { contentItemResponseSchema } from '@atrium/shared/api/content-admin';
import { authApi } from '#web/lib/api/auth-api';
import type { ContentId } from '../lib/content-paths';
import { storeChangedItem } from './store-changed-item';
import { contentApiPath } from './keys';
import { ifMatchVersion } from './if-match';

interface Restore {
  type: string;
  id: ContentId;
  rev: number;
  /** The version of the draft the restore replaces (kept as a revision first). */
  version: number;
}

/** POST /api/admin/content/{type}/{id}/revisions/{rev}/restore: the revision becomes the draft. */
const restoreRevision = ({ type, id, rev, version }: Restore) =>
  authApi.request<Reply<typeof contentItemResponseSchema>>(contentApiPath(type, id, 'revisions', rev, 'restore'), {
    method: 'POST',
    headers: ifMatchVersion(version),
  });

export function useRestoreRevision() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreRevision,
    onSuccess: (item, { type }) => storeChangedItem(queryClient, type, item),
  });
}
