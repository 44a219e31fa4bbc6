import { z } from 'zod';
import { languageSchema, pageQuerySchema } from './common';
import { SEARCH_QUERY_MAX, SEARCH_TYPES } from '../search-rules';

export { SEARCH_PAGE_SIZE, SEARCH_QUERY_MAX, SEARCH_TYPES, type SearchType } from '../search-rules';

/** GET /api/search?q=&page=&type=: an empty or over-long query is a 400 naming `q`. */
export const searchQuerySchema = pageQuerySchema.extend({
  q: z.string({ error: 'REQUIRED' }).trim().min(1, { error: 'REQUIRED' }).max(SEARCH_QUERY_MAX, { error: 'TOO_LONG' }),
  type: z.enum(SEARCH_TYPES, { error: 'INVALID' }).optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchHitSchema = z.object({
  type: z.enum(SEARCH_TYPES),
  id: z.string(),
  title: z.string(),
  /** Escaped text with the match marked by <mark>…</mark>. */
  snippet: z.string(),
  /** The public page, with the request's language: /{lang}/… */
  url: z.string(),
  /** The language the hit was served in (docs/spec/decisions.md §8 fallbacks). */
  lang: languageSchema,
});
export type SearchHit = z.infer<typeof searchHitSchema>;
export const searchResponseSchema = z.object({ items: z.array(searchHitSchema), total: z.number().int() });
export type SearchResponse = z.infer<typeof searchResponseSchema>;
