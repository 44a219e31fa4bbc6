import type { Reply } from '#web/lib/api/request';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { contentItemResponseSchema } from '@atrium/shared/api/content-admin';
import { authApi } from '#web/lib/api/auth-api';
import type { ContentId } from '../lib/content-paths';
import { contentAdminKeys, contentApiPath } from './keys';

/** GET /api/admin/content/{type}/{id}: the draft, the published data, schedule and translation states. */
const getContentItem = (type: string, id: ContentId, signal?: AbortSignal) =>
  authApi.get<Reply<typeof contentItemResponseSchema>>(contentApiPath(type, id), { signal });

export const contentItemQueryOptions = (type: string, id: ContentId) =>
  queryOptions({
    queryKey: contentAdminKeys.item(type, id),
    queryFn: ({ signal }) => getContentItem(type, id, signal),
    // The form is filled once from the draft; a refetch on focus would only move the status.
    refetchOnWindowFocus: false,
  });

export const useContentItem = (type: string, id: ContentId) => useQuery(contentItemQueryOptions(type, id));
