import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { familySitesResponseSchema, slidesResponseSchema } from '@atrium/shared/api/content';
import type { ContentCache } from '#server/lib/content-cache';
import type { Home } from './home.service';

/** GET /api/slides and /api/family-sites: localized by Accept-Language, cached per language, with ETags. */
export const homeRoutes: FastifyPluginAsyncZod<{ home: Home; cache: ContentCache }> = async (app, { home, cache }) => {
  app.get('/slides', { schema: { tags: ['home'], response: { 200: slidesResponseSchema } } }, async (request, reply) =>
    cache.send(request, reply, `slides:${request.lang}`, () => home.slides(request.lang)),
  );
  app.get(
    '/family-sites',
    { schema: { tags: ['home'], response: { 200: familySitesResponseSchema } } },
    async (request, reply) =>
      cache.send(request, reply, `family-sites:${request.lang}`, () => home.familySites(request.lang)),
  );
};
