import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchQuerySchema, searchResponseSchema } from '@atrium/shared/api/search';
import { appError } from '../../lib/app-error';
import type { Limiter } from '../../lib/limiter';
import type { Search } from './search.service';

/** Searches an address may run per minute: a person never comes near; a scraper is slowed down. */
export const SEARCHES_PER_MINUTE = 60;

/** GET /api/search?q=&page=&type=: published content in the request's language (spec §14). */
export const searchRoutes: FastifyPluginAsyncZod<{ search: Search; limiter: Limiter }> = async (
  app,
  { search, limiter },
) => {
  app.get(
    '/search',
    { schema: { tags: ['search'], querystring: searchQuerySchema, response: { 200: searchResponseSchema } } },
    async (request, reply) => {
      const key = `search:${request.ip}`;
      if ((await limiter.increment(key, 60)) > SEARCHES_PER_MINUTE)
        throw appError('TOO_MANY_REQUESTS', { retryAfterSeconds: Math.max(await limiter.ttl(key), 1) });
      // Results follow every publish at once, so they are not kept by caches.
      reply.header('cache-control', 'no-store').header('vary', 'Accept-Language');
      return search.search(request.query, request.lang);
    },
  );
};
