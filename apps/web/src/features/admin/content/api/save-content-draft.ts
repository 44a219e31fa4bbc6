import type { Reply } from '#web/lib/api/request';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ContentData } from '@atrium/shared/content/validate';
import type { contentItemResponseSchema } from '@atrium/shared/api/content-admin';
import { authApi } from '#web/lib/api/auth-api';
import type { ContentId } from '../lib/content-paths';
import { storeChangedItem } from './store-changed-item';
import { contentApiPath } from './keys';
import { ifMatchVersion } from './if-match';

interface DraftSave {
  type: string;
  id: ContentId;
  /** The version the form was filled from (a singleton never saved: the one its GET answered). */
  version: number;
  data: ContentData;
  /** Translations confirmed as still right after a Korean change ('title.en'): their stale mark goes. */
  confirm: string[];
}

/** PUT /api/admin/content/{type}/{id} {data, confirm?}: saves the draft; the public site is unchanged. */
const saveContentDraft = ({ type, id, version, data, confirm }: DraftSave) =>
  authApi.request<Reply<typeof contentItemResponseSchema>>(contentApiPath(type, id), {
    method: 'PUT',
    headers: ifMatchVersion(version),
    body: confirm.length > 0 ? { data, confirm } : { data },
  });

export function useSaveContentDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveContentDraft,
    // The status (changed), translation states and revisions follow from the server.
    onSuccess: (item, { type }) => storeChangedItem(queryClient, type, item),
  });
}
