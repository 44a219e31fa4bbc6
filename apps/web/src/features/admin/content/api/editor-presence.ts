import type { Reply } from '#web/lib/api/request';
import { useQuery } from '@tanstack/react-query';
import { PRESENCE_HEARTBEAT_SECONDS, type presenceResponseSchema } from '@atrium/shared/api/content-admin';
import { authApi } from '#web/lib/api/auth-api';
import type { ContentId } from '../lib/content-paths';
import { contentAdminKeys, contentApiPath } from './keys';

/** POST /api/admin/content/{type}/{id}/presence: "I have this open"; answers the others who do. */
const sayPresent = (type: string, id: ContentId, signal?: AbortSignal) =>
  authApi.request<Reply<typeof presenceResponseSchema>>(contentApiPath(type, id, 'presence'), {
    method: 'POST',
    signal,
  });

/**
 * The heartbeat of an open editor (docs/spec/decisions.md §15): at once, then every
 * PRESENCE_HEARTBEAT_SECONDS while it stays open, also in a background tab (its unsaved edits
 * are still there). Answers the other staff with the item open. Nothing is locked.
 */
export const useEditorPresence = (type: string, id: ContentId | null) =>
  useQuery({
    queryKey: contentAdminKeys.presence(type, id ?? ''),
    queryFn: ({ signal }) => sayPresent(type, id ?? '', signal),
    enabled: id !== null,
    refetchInterval: PRESENCE_HEARTBEAT_SECONDS * 1000,
    refetchIntervalInBackground: true,
    refetchOnWindowFocus: false,
    // A heartbeat missed is the next one's to make up; a closed editor stops beating at once.
    retry: false,
    gcTime: 0,
  });
