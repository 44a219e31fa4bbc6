import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { familySitesResponseSchema, slidesResponseSchema } from '@atrium/shared/api/content';
import type { ContentCache } from '#server/lib/content-cache';
import { todayResponseSchema } from '@atrium/shared/api/today';
import type { Home } from './home.service';
import type { Today } from './home.today';

/**
 * GET /api/slides, /api/family-sites and /api/today: localized by Accept-Language, cached per
 * language (today's block also per venue day: it turns at the venue's midnight without a write), with ETags.
 */
export const homeRoutes: FastifyPluginAsyncZod<{ home: Home; today: Today; cache: ContentCache }> = async (
  app,
  { home, today, cache },
) => {
  app.get('/slides', { schema: { tags: ['home'], response: { 200: slidesResponseSchema } } }, async (request, reply) =>
    cache.send(request, reply, `slides:${request.lang}`, () => home.slides(request.lang)),
  );
  app.get(
    '/family-sites',
    { schema: { tags: ['home'], response: { 200: familySitesResponseSchema } } },
    async (request, reply) =>
      cache.send(request, reply, `family-sites:${request.lang}`, () => home.familySites(request.lang)),
  );
  app.get('/today', { schema: { tags: ['home'], response: { 200: todayResponseSchema } } }, async (request, reply) =>
    cache.send(request, reply, todayCacheKey(today, request.lang), () => today.forDay(request.lang)),
  );
};

/** The block's cache key, shared by the route and the home page's prefetch. */
export const todayCacheKey = (today: Today, lang: string) => `today:${today.today()}:${lang}`;
