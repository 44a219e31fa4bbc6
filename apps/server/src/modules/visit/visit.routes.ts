import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitGuideResponseSchema, visitResponseSchema } from '@atrium/shared/api/visit';
import type { ContentCache } from '#server/lib/content-cache';
import { etagOf, notModified, sendJsonText, sendNotModified } from '#server/lib/http-cache';
import { guideCacheKey, type Visit } from './visit.service';

/**
 * GET /api/visit: opening hours, closures and admission in the visitor's language, and whether
 * the venue is open now. The reply changes with the time of day, so it is revalidated on each
 * use: its ETag changes when the venue opens or closes, or staff publish new information.
 */
export const visitRoutes: FastifyPluginAsyncZod<{ visit: Visit; cache: ContentCache }> = async (
  app,
  { visit, cache },
) => {
  app.get('/visit', { schema: { tags: ['visit'], response: { 200: visitResponseSchema } } }, async (request, reply) => {
    const json = JSON.stringify(await visit.forVisitor(request.lang));
    reply.header('cache-control', 'public, max-age=0, must-revalidate').header('vary', 'Accept-Language');
    if (notModified(request, reply, etagOf(json))) return sendNotModified(reply);
    return sendJsonText(reply, json);
  });

  /** GET /api/visit/guide: the Visit page's way here, accessibility and group booking, cached with an ETag. */
  app.get(
    '/visit/guide',
    { schema: { tags: ['visit'], response: { 200: visitGuideResponseSchema } } },
    async (request, reply) => cache.send(request, reply, guideCacheKey(request.lang), () => visit.guide(request.lang)),
  );
};
