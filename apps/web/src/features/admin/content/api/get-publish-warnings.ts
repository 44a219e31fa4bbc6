import type { Reply } from '#web/lib/api/request';
import { useQuery } from '@tanstack/react-query';
import type { publishWarningsSchema } from '@atrium/shared/api/content-admin';
import { authApi } from '#web/lib/api/auth-api';
import type { ContentId } from '../lib/content-paths';
import { contentAdminKeys, contentApiPath } from './keys';

/**
 * GET /api/admin/content/{type}/{id}/warnings: languages missing or stale in the draft, related
 * items not public. Asked each time the publish dialog opens: the draft may just have changed.
 */
const getPublishWarnings = (type: string, id: ContentId, signal?: AbortSignal) =>
  authApi.get<Reply<typeof publishWarningsSchema>>(contentApiPath(type, id, 'warnings'), { signal });

export const usePublishWarnings = (type: string, id: ContentId) =>
  useQuery({
    queryKey: [...contentAdminKeys.item(type, id), 'warnings'] as const,
    queryFn: ({ signal }) => getPublishWarnings(type, id, signal),
    refetchOnMount: 'always',
  });
