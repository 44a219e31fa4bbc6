import { z } from 'zod';
import { languageSchema, pageQuerySchema } from './common';

/** What the site search finds (spec §14); `articles` are a news item's articles. */
export const SEARCH_TYPES = [
  'news',
  'articles',
  'events',
  'programs',
  'exhibitions',
  'artworks',
  'spaces',
  'pages',
  'webtoons',
  'epic-episodes',
] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const SEARCH_QUERY_MAX = 100;
export const SEARCH_PAGE_SIZE = 20;

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
  /** The language the hit was served in (spec §8 fallbacks). */
  lang: languageSchema,
});
export type SearchHit = z.infer<typeof searchHitSchema>;
export const searchResponseSchema = z.object({ items: z.array(searchHitSchema), total: z.number().int() });
export type SearchResponse = z.infer<typeof searchResponseSchema>;
