import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { visitResponseSchema } from '@atrium/shared/api/visit';
import { etagOf, notModified, sendJsonText, sendNotModified } from '#server/lib/http-cache';
import type { Visit } from './visit.service';

/**
 * GET /api/visit: opening hours, closures and admission in the visitor's language, and whether
 * the venue is open now. The reply changes with the time of day, so it is revalidated on each
 * use: its ETag changes when the venue opens or closes, or staff publish new information.
 */
export const visitRoutes: FastifyPluginAsyncZod<{ visit: Visit }> = async (app, { visit }) => {
  app.get('/visit', { schema: { tags: ['visit'], response: { 200: visitResponseSchema } } }, async (request, reply) => {
    const json = JSON.stringify(await visit.forVisitor(request.lang));
    reply.header('cache-control', 'public, max-age=0, must-revalidate').header('vary', 'Accept-Language');
    if (notModified(request, reply, etagOf(json))) return sendNotModified(reply);
    return sendJsonText(reply, json);
  });
};
