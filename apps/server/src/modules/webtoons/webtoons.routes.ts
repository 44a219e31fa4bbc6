import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  eduIdParamsSchema,
  webtoonDetailSchema,
  webtoonPositionInputSchema,
  webtoonPositionSchema,
  webtoonPositionsResponseSchema,
  webtoonsResponseSchema,
} from '@atrium/shared/api/edu';
import { appError } from '#server/lib/app-error';
import type { ContentCache } from '#server/lib/content-cache';
import { memberOf } from '#server/plugins/auth';
import type { Webtoons } from './webtoons.service';

/** GET /api/edu/webtoons, /api/edu/webtoons/{id}: localized, cached, with ETags. */
export const webtoonsRoutes: FastifyPluginAsyncZod<{ webtoons: Webtoons; cache: ContentCache }> = async (
  app,
  { webtoons, cache },
) => {
  const tags = ['education'];
  app.get('/edu/webtoons', { schema: { tags, response: { 200: webtoonsResponseSchema } } }, async (request, reply) =>
    cache.send(request, reply, `webtoons:${request.lang}`, () => webtoons.list(request.lang)),
  );
  app.get(
    '/edu/webtoons/:id',
    { schema: { tags, params: eduIdParamsSchema, response: { 200: webtoonDetailSchema } } },
    async (request, reply) =>
      cache.send(request, reply, `webtoon:${request.params.id}:${request.lang}`, async () => {
        const episode = await webtoons.episode(request.params.id, request.lang);
        if (!episode) throw appError('NOT_FOUND');
        return episode;
      }),
  );
};

/** GET/PUT /api/me/webtoon-position: where the signed-in member stopped reading (member-only). */
export const webtoonPositionRoutes: FastifyPluginAsyncZod<{ webtoons: Webtoons }> = async (app, { webtoons }) => {
  const tags = ['education'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.authenticate);
  app.get(
    '/me/webtoon-position',
    { schema: { tags, security, response: { 200: webtoonPositionsResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return webtoons.positions(memberOf(request).id);
    },
  );
  app.put(
    '/me/webtoon-position',
    { schema: { tags, security, body: webtoonPositionInputSchema, response: { 200: webtoonPositionSchema } } },
    async (request) => {
      const saved = await webtoons.savePosition(memberOf(request).id, request.body.episodeId, request.body.panel);
      if (!saved) throw appError('NOT_FOUND');
      return saved;
    },
  );
};
