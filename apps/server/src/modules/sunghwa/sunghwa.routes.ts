import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sunghwaResponseSchema } from '@atrium/shared/api/edu';
import type { ContentCache } from '#server/lib/content-cache';
import { sendPrivateContent } from '../edu/private-reply';
import type { Sunghwa } from './sunghwa.service';

/** GET /api/edu/sunghwa: the course for signed-in members (401 AUTH_REQUIRED for visitors), with an ETag. */
export const sunghwaRoutes: FastifyPluginAsyncZod<{ sunghwa: Sunghwa; cache: ContentCache }> = async (
  app,
  { sunghwa, cache },
) => {
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/edu/sunghwa',
    { schema: { tags: ['education'], security: [{ bearer: [] }], response: { 200: sunghwaResponseSchema } } },
    async (request, reply) =>
      sendPrivateContent(cache, request, reply, `sunghwa:${request.lang}`, () => sunghwa.course(request.lang)),
  );
};
