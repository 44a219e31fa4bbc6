import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eduIdParamsSchema, epicDetailSchema, epicListResponseSchema } from '@atrium/shared/api/edu';
import {
  quizAttemptInputSchema,
  quizAttemptResultSchema,
  quizDetailSchema,
  quizListResponseSchema,
} from '@atrium/shared/api/quizzes';
import { appError } from '#server/lib/app-error';
import type { ContentCache } from '#server/lib/content-cache';
import { memberOf } from '#server/plugins/auth';
import type { Epic } from './epic.service';
import type { Quizzes } from './quizzes.service';

/** GET /api/edu/epic, /api/edu/epic/{id}: localized, cached, with ETags. */
export const epicRoutes: FastifyPluginAsyncZod<{ epic: Epic; cache: ContentCache }> = async (app, { epic, cache }) => {
  const tags = ['education'];
  app.get('/edu/epic', { schema: { tags, response: { 200: epicListResponseSchema } } }, async (request, reply) =>
    cache.send(request, reply, `epic:${request.lang}`, () => epic.list(request.lang)),
  );
  app.get(
    '/edu/epic/:id',
    { schema: { tags, params: eduIdParamsSchema, response: { 200: epicDetailSchema } } },
    async (request, reply) =>
      cache.send(request, reply, `epic:${request.params.id}:${request.lang}`, async () => {
        const episode = await epic.episode(request.params.id, request.lang);
        if (!episode) throw appError('NOT_FOUND');
        return episode;
      }),
  );
};

/** /api/quizzes/epic…: member-only; the member's own scores, never the answers before an attempt. */
export const quizRoutes: FastifyPluginAsyncZod<{ quizzes: Quizzes }> = async (app, { quizzes }) => {
  const tags = ['education'];
  const security = [{ bearer: [] }];
  app.addHook('onRequest', app.authenticate);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  app.get('/quizzes/epic', { schema: { tags, security, response: { 200: quizListResponseSchema } } }, async (request) =>
    quizzes.list(memberOf(request).id, request.lang),
  );
  app.get(
    '/quizzes/epic/:id',
    { schema: { tags, security, params: eduIdParamsSchema, response: { 200: quizDetailSchema } } },
    async (request) => quizzes.detail(memberOf(request).id, request.params.id, request.lang),
  );
  app.post(
    '/quizzes/epic/:id/attempts',
    {
      schema: {
        tags,
        security,
        params: eduIdParamsSchema,
        body: quizAttemptInputSchema,
        response: { 201: quizAttemptResultSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await quizzes.attempt(memberOf(request).id, request.params.id, request.body, request.lang)),
  );
};
