import { z } from 'zod';
import { CONTENT_STATUSES, contentIdSchema } from './content-admin';
import { SEARCH_QUERY_MAX } from './search';

/** Items the admin search shows at most: it is for jumping to an item, not for browsing. */
export const ADMIN_SEARCH_LIMIT = 20;

/** GET /api/admin/search?q=: an empty or over-long query is a 400 naming `q` (as the site search's). */
export const adminSearchQuerySchema = z.object({
  q: z.string({ error: 'REQUIRED' }).trim().min(1, { error: 'REQUIRED' }).max(SEARCH_QUERY_MAX, { error: 'TOO_LONG' }),
});
export type AdminSearchQuery = z.infer<typeof adminSearchQuerySchema>;

/** A content item of the editorial engine whose title (in any language, draft or live) holds the query. */
export const adminSearchHitSchema = z.object({
  /** The content type (news, events, exhibitions…). */
  type: z.string(),
  id: contentIdSchema,
  /** In the request's language, else Korean, else any language it has. */
  title: z.string(),
  status: z.enum(CONTENT_STATUSES),
  /** The item's editor in the admin: /admin/content/{type}/{id}. */
  path: z.string(),
  /** Its public page below the language ('news/3'), as a link field takes it; '' is the home page. */
  sitePath: z.string(),
});
export type AdminSearchHit = z.infer<typeof adminSearchHitSchema>;

export const adminSearchResponseSchema = z.object({ items: z.array(adminSearchHitSchema), total: z.number().int() });
export type AdminSearchResponse = z.infer<typeof adminSearchResponseSchema>;
