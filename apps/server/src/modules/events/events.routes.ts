import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkInResultSchema,
  checkInStateSchema,
  eventDetailSchema,
  eventListSchema,
  eventParamsSchema,
  giftDownloadQuerySchema,
  giftListSchema,
  giftParamsSchema,
  giftReceiveSchema,
} from '@atrium/shared/api/events';
import { appError } from '#server/lib/app-error';
import { sendAttachment } from '#server/lib/attachment';
import type { ContentCache } from '#server/lib/content-cache';
import { memberOf } from '#server/plugins/auth';
import type { CheckIns } from './check-in.service';
import type { Events } from './events.service';

/**
 * Public: GET /api/events (grouped), /api/events/{id} (public events only, else 404), cached per
 * language and venue day. Members: the check-in state, check-in, gifts, receive and the signed download.
 */
export const eventsRoutes: FastifyPluginAsyncZod<{ events: Events; checkIns: CheckIns; cache: ContentCache }> = async (
  app,
  { events, checkIns, cache },
) => {
  const tags = ['events'];
  const security = [{ bearer: [] }];
  const member = { onRequest: app.authenticate };
  const noStore = { 'cache-control': 'private, no-store' };

  app.get('/events', { schema: { tags, response: { 200: eventListSchema } } }, async (request, reply) =>
    // The venue day is in the key: statuses move at venue midnight without any write.
    cache.send(request, reply, `events:${events.today()}:${request.lang}`, () => events.list(request.lang)),
  );
  app.get(
    '/events/:id',
    { schema: { tags, params: eventParamsSchema, response: { 200: eventDetailSchema } } },
    async (request, reply) =>
      cache.send(request, reply, `event:${request.params.id}:${events.today()}:${request.lang}`, async () => {
        const detail = await events.detail(request.params.id, request.lang);
        if (!detail) throw appError('NOT_FOUND');
        return detail;
      }),
  );

  app.get(
    '/events/:id/check-ins',
    { ...member, schema: { tags, security, params: eventParamsSchema, response: { 200: checkInStateSchema } } },
    async (request, reply) => {
      reply.headers(noStore);
      return checkIns.state(request.params.id, memberOf(request).id);
    },
  );
  app.post(
    '/events/:id/check-in',
    { ...member, schema: { tags, security, params: eventParamsSchema, response: { 201: checkInResultSchema } } },
    async (request, reply) => {
      const result = await checkIns.checkIn(request.params.id, memberOf(request).id);
      return reply.code(201).headers(noStore).send(result);
    },
  );
  app.get(
    '/events/:id/gifts',
    { ...member, schema: { tags, security, params: eventParamsSchema, response: { 200: giftListSchema } } },
    async (request, reply) => {
      reply.headers(noStore);
      return checkIns.gifts(request.params.id, memberOf(request).id, request.lang);
    },
  );
  app.post(
    '/events/:id/gifts/:day/receive',
    { ...member, schema: { tags, security, params: giftParamsSchema, response: { 200: giftReceiveSchema } } },
    async (request, reply) => {
      reply.headers(noStore);
      return checkIns.receive(request.params.id, request.params.day, memberOf(request).id);
    },
  );
  app.get(
    '/events/:id/gifts/:day/download',
    { ...member, schema: { tags, security, params: giftParamsSchema, querystring: giftDownloadQuerySchema } },
    async (request, reply) => {
      const file = await checkIns.download(request.params.id, request.params.day, memberOf(request).id, request.query);
      return sendAttachment(reply.headers(noStore), file.contentType, file.fileName, file.data);
    },
  );
};
