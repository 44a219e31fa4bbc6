import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ContentListItem } from '@atrium/shared/api/content-admin';
import { authApi } from '#web/lib/api/auth-api';
import { contentAdminKeys, contentApiPath } from './keys';

/**
 * A list item; `slug` is read when the server adds it (types keyed or related by slug), so a
 * relation by slug can do without a detail request per item.
 */
export type ContentListRow = ContentListItem & { slug?: string };
export interface ContentList {
  items: ContentListRow[];
  total: number;
  /** The ETag of the type's order (`"o<version>"`), which a reorder sends back in If-Match. */
  orderEtag: string | null;
}

/**
 * GET /api/admin/content/{type}: every item with its status and translation states (ordered types
 * in order), and the order's version in its ETag header.
 */
async function getContentList(type: string, signal?: AbortSignal): Promise<ContentList> {
  const { data, headers } = await authApi.requestWithHeaders<Omit<ContentList, 'orderEtag'>>(contentApiPath(type), {
    method: 'GET',
    signal,
  });
  return { ...data, orderEtag: headers.get('ETag') };
}

const contentListQueryOptions = (type: string) =>
  queryOptions({ queryKey: contentAdminKeys.list(type), queryFn: ({ signal }) => getContentList(type, signal) });

export const useContentList = (type: string, enabled = true) => useQuery({ ...contentListQueryOptions(type), enabled });
