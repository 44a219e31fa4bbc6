import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { contentListItemSchema } from '@atrium/shared/api/content-admin';
import { authApi } from '../../../../lib/api/authApi';
import { contentAdminKeys, contentApiPath } from './keys';

/**
 * A list item; `slug` is read when the server adds it (types keyed or related by slug), so a
 * relation by slug can do without a detail request per item.
 */
const listItemSchema = contentListItemSchema.extend({ slug: z.string().optional() });
const listSchema = z.object({ items: z.array(listItemSchema), total: z.number().int() });
export type ContentListRow = z.infer<typeof listItemSchema>;
export type ContentList = z.infer<typeof listSchema>;

/** GET /api/admin/content/{type}: every item with its status and translation states (ordered types in order). */
export const getContentList = (type: string, signal?: AbortSignal) =>
  authApi.get(contentApiPath(type), listSchema, { signal });

export const contentListQueryOptions = (type: string) =>
  queryOptions({ queryKey: contentAdminKeys.list(type), queryFn: ({ signal }) => getContentList(type, signal) });

export const useContentList = (type: string, enabled = true) => useQuery({ ...contentListQueryOptions(type), enabled });
