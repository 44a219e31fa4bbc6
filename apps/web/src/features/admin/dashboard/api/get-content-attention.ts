import type { Reply } from '#web/lib/api/request';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { attentionResponseSchema } from '@atrium/shared/api/content-admin';
import { authApi } from '#web/lib/api/auth-api';
import { adminKeys } from '#web/features/admin/lib/admin-keys';

/**
 * GET /api/admin/content/attention: unpublished drafts, scheduled changes and translations to
 * do, for the dashboard. Under the content keys, so a content change refreshes it too.
 */
const getContentAttention = (signal?: AbortSignal) =>
  authApi.get<Reply<typeof attentionResponseSchema>>('/admin/content/attention', { signal });

const contentAttentionQueryOptions = () =>
  queryOptions({
    queryKey: [...adminKeys.all, 'content', 'attention'] as const,
    queryFn: ({ signal }) => getContentAttention(signal),
  });

export const useContentAttention = () => useQuery(contentAttentionQueryOptions());
