import type { Reply } from '#web/lib/api/request';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { revisionsResponseSchema } from '@atrium/shared/api/content-admin';
import { authApi } from '#web/lib/api/auth-api';
import type { ContentId } from '../lib/content-paths';
import { contentAdminKeys, contentApiPath } from './keys';

/** GET /api/admin/content/{type}/{id}/revisions: [{rev, at, author, memo}], newest first. */
const getRevisions = (type: string, id: ContentId, signal?: AbortSignal) =>
  authApi.get<Reply<typeof revisionsResponseSchema>>(contentApiPath(type, id, 'revisions'), { signal });

const revisionsQueryOptions = (type: string, id: ContentId) =>
  queryOptions({
    queryKey: contentAdminKeys.revisions(type, id),
    queryFn: ({ signal }) => getRevisions(type, id, signal),
  });

export const useRevisions = (type: string, id: ContentId, enabled: boolean) =>
  useQuery({ ...revisionsQueryOptions(type, id), enabled });
