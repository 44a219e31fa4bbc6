import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  hotspotsResponseSchema,
  spaceDetailSchema,
  spaceParamsSchema,
  spacesResponseSchema,
} from '@atrium/shared/api/content';
import { appError } from '#server/lib/app-error';
import type { ContentCache } from '#server/lib/content-cache';
import type { Spaces } from './spaces.service';

const tags = ['spaces'];

/** GET /api/spaces, /api/spaces/hotspots, /api/spaces/{id or slug}: localized, cached, with ETags. */
export const spacesRoutes: FastifyPluginAsyncZod<{ spaces: Spaces; cache: ContentCache }> = async (
  app,
  { spaces, cache },
) => {
  app.get('/spaces', { schema: { tags, response: { 200: spacesResponseSchema } } }, async (request, reply) =>
    cache.send(request, reply, `spaces:${request.lang}`, () => spaces.list(request.lang)),
  );
  app.get('/spaces/hotspots', { schema: { tags, response: { 200: hotspotsResponseSchema } } }, async (request, reply) =>
    cache.send(request, reply, `hotspots:${request.lang}`, () => spaces.hotspots(request.lang)),
  );
  app.get(
    '/spaces/:id',
    { schema: { tags, params: spaceParamsSchema, response: { 200: spaceDetailSchema } } },
    async (request, reply) => {
      const key = `space:${request.params.id}:${request.lang}`;
      return cache.send(request, reply, key, async () => {
        const space = await spaces.one(request.params.id, request.lang);
        if (!space) throw appError('NOT_FOUND');
        return space;
      });
    },
  );
};
