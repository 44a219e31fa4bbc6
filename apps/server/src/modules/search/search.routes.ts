import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResponseSchema } from '@atrium/shared/api/search';
import { appError } from '#server/lib/app-error';
import type { Limit } from '#server/lib/rate-limits';
import type { Search } from './search.service';

/**
 * GET /api/search?q=&page=&type=: published content in the request's language (docs/spec/decisions.md §14).
 * `searches`: the address's budget, shared with the search page (search.limit.ts).
 */
export const searchRoutes: FastifyPluginAsyncZod<{ search: Search; searches: Limit }> = async (
  app,
  { search, searches },
) => {
  app.get(
    '/search',
    { schema: { tags: ['search'], querystring: searchQuerySchema, response: { 200: searchResponseSchema } } },
    async (request, reply) => {
      const wait = await searches.take(request.ip);
      if (wait > 0) throw appError('TOO_MANY_REQUESTS', { retryAfterSeconds: wait });
      // Results follow every publish at once, so they are not kept by caches.
      reply.header('cache-control', 'no-store').header('vary', 'Accept-Language');
      return search.search(request.query, request.lang);
    },
  );
};
