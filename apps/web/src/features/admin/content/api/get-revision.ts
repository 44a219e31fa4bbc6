import type { Reply } from '#web/lib/api/request';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { revisionResponseSchema } from '@atrium/shared/api/content-admin';
import { authApi } from '#web/lib/api/auth-api';
import type { ContentId } from '../lib/content-paths';
import { contentAdminKeys, contentApiPath } from './keys';

/** GET /api/admin/content/{type}/{id}/revisions/{rev}: one revision with its data. */
const getRevision = (type: string, id: ContentId, rev: number, signal?: AbortSignal) =>
  authApi.get<Reply<typeof revisionResponseSchema>>(contentApiPath(type, id, 'revisions', rev), { signal });

const revisionQueryOptions = (type: string, id: ContentId, rev: number) =>
  queryOptions({
    queryKey: contentAdminKeys.revision(type, id, rev),
    queryFn: ({ signal }) => getRevision(type, id, rev, signal),
    // A revision never changes.
    staleTime: Infinity,
  });

export const useRevision = (type: string, id: ContentId, rev: number | null) =>
  useQuery({ ...revisionQueryOptions(type, id, rev ?? 0), enabled: rev !== null });
