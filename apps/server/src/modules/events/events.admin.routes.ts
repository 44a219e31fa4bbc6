import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminEventChoicesSchema,
  adminEventListSchema,
  adminEventSchema,
  adminEventsQuerySchema,
  adminGiftListSchema,
  adminGiftSchema,
  adminGiftParamsSchema,
  ATTENDANCE_EXCEL_TYPE,
  attendanceExcelQuerySchema,
  attendanceListSchema,
  attendanceQuerySchema,
  eventInputSchema,
  giftInputSchema,
  idParamsSchema,
} from '@atrium/shared/api/events-admin';
import { etagOfVersion } from '@atrium/shared/api/content-admin';
import { appError } from '#server/lib/app-error';
import { ifMatchWhenSent } from '#server/lib/if-match';
import { sendAttachment } from '#server/lib/attachment';
import { memberOf } from '#server/plugins/auth';
import { actorOf } from '../audit/audit.service';
import { requireStepUp } from '../mfa/mfa.guard';
import type { Attendance } from './attendance.service';
import type { EventEditor } from './events.editor';
import type { Events } from './events.service';
import type { GiftAdmin } from './gifts.admin.service';

/**
 * Staff (MANAGER and ADMIN) event calls, inside /api/admin; every write and export is audited. An
 * event's own content is written through the editorial engine (events.editor.ts).
 */
export const adminEventsRoutes: FastifyPluginAsyncZod<{
  events: Events;
  editor: EventEditor;
  gifts: GiftAdmin;
  attendance: Attendance;
}> = async (app, { events, editor, gifts, attendance }) => {
  const tags = ['admin: events'];
  const security = [{ bearer: [] }];
  const viewerOf = (request: FastifyRequest) => ({ role: memberOf(request).role, lang: request.lang });
  /**
   * Unmasked personal data, on the screen or in a file, needs a two-factor code entered in the last
   * 5 minutes; whether the viewer may unmask at all is asked first.
   */
  const stepUpToUnmask = async (request: FastifyRequest<{ Querystring: { unmask?: boolean } }>) => {
    if (attendance.unmaskAllowed(viewerOf(request), request.query)) await requireStepUp(request);
  };

  app.get(
    '/event/attendance',
    { schema: { tags, security, querystring: attendanceQuerySchema, response: { 200: attendanceListSchema } } },
    async (request) => {
      await stepUpToUnmask(request);
      const { page, ...filter } = request.query;
      return attendance.page(actorOf(request), viewerOf(request), page, filter);
    },
  );
  app.get(
    '/event/attendance/excel',
    { schema: { tags, security, querystring: attendanceExcelQuerySchema } },
    async (request, reply) => {
      await stepUpToUnmask(request);
      const { file, fileName } = await attendance.excel(actorOf(request), viewerOf(request), request.query);
      return sendAttachment(reply, ATTENDANCE_EXCEL_TYPE, fileName, file);
    },
  );

  app.get(
    '/events',
    { schema: { tags, security, querystring: adminEventsQuerySchema, response: { 200: adminEventListSchema } } },
    async (request) => events.adminPage(request.query.page, request.query.keyword || undefined),
  );
  app.get('/events/choices', { schema: { tags, security, response: { 200: adminEventChoicesSchema } } }, async () =>
    events.adminChoices(),
  );
  app.get(
    '/events/:id',
    { schema: { tags, security, params: idParamsSchema, response: { 200: adminEventSchema } } },
    async (request, reply) => {
      const event = await editor.present(request.params.id);
      // Events made before the engine have no version until their first save through it.
      const version = await editor.version(request.params.id).catch(() => null);
      if (version !== null) reply.header('etag', etagOfVersion(version));
      return event;
    },
  );
  app.post(
    '/events',
    { schema: { tags, security, body: eventInputSchema, response: { 201: adminEventSchema } } },
    async (request, reply) => {
      const id = await editor.create(actorOf(request), request.body);
      return reply.code(201).send(await editor.present(id));
    },
  );
  app.put(
    '/events/:id',
    { schema: { tags, security, params: idParamsSchema, body: eventInputSchema, response: { 200: adminEventSchema } } },
    async (request, reply) => {
      await editor.update(actorOf(request), request.params.id, request.body, ifMatchWhenSent(request));
      reply.header('etag', etagOfVersion(await editor.version(request.params.id)));
      return editor.present(request.params.id);
    },
  );
  app.delete('/events/:id', { schema: { tags, security, params: idParamsSchema } }, async (request, reply) => {
    await editor.remove(actorOf(request), request.params.id, ifMatchWhenSent(request));
    return reply.code(204).send();
  });

  app.get(
    '/events/:id/gifts',
    { schema: { tags, security, params: idParamsSchema, response: { 200: adminGiftListSchema } } },
    async (request) => gifts.list(request.params.id),
  );
  app.put(
    '/events/:id/gifts/:day',
    {
      schema: {
        tags,
        security,
        params: adminGiftParamsSchema,
        body: giftInputSchema,
        response: { 200: adminGiftSchema },
      },
    },
    async (request) => {
      const { id, day } = request.params;
      await gifts.set(actorOf(request), id, day, request.body);
      const slot = (await gifts.list(id)).gifts.find((g) => g.day === day);
      if (!slot) throw appError('NOT_FOUND');
      return slot;
    },
  );
  app.delete(
    '/events/:id/gifts/:day',
    { schema: { tags, security, params: adminGiftParamsSchema } },
    async (request, reply) => {
      await gifts.remove(actorOf(request), request.params.id, request.params.day);
      return reply.code(204).send();
    },
  );
  app.get(
    '/events/:id/gifts/:day/file',
    { schema: { tags, security, params: adminGiftParamsSchema } },
    async (request, reply) => {
      const file = await gifts.file(request.params.id, request.params.day);
      return reply.type(file.contentType).header('content-disposition', 'inline').send(file.data);
    },
  );
};
