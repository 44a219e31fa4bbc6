import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { programCategoriesSchema, programDetailSchema, programParamsSchema } from '@atrium/shared/api/events';
import {
  adminCategoryListSchema,
  adminProgramDetailSchema,
  adminSessionSchema,
  categoryInputSchema,
  idParamsSchema,
  programInputSchema,
  sessionInputSchema,
} from '@atrium/shared/api/events-admin';
import { href } from '@atrium/shared/routes';
import { appError } from '#server/lib/app-error';
import { sendAttachment } from '#server/lib/attachment';
import type { ContentCache } from '#server/lib/content-cache';
import { actorOf } from '../audit/audit.actor';
import type { Programs } from './programs.service';
import { sessionIcs } from './programs.ics';

/** GET /api/programs, /api/programs/{categoryId}/{programId} (public programs only), and a session's .ics. */
export const programsRoutes: FastifyPluginAsyncZod<{
  programs: Programs;
  cache: ContentCache;
  publicUrl: string;
  now: () => Date;
}> = async (app, { programs, cache, publicUrl, now }) => {
  const tags = ['programs'];
  app.get('/programs', { schema: { tags, response: { 200: programCategoriesSchema } } }, async (request, reply) =>
    cache.send(request, reply, `programs:${request.lang}`, async () => ({
      categories: await programs.categories(request.lang),
    })),
  );
  app.get(
    '/programs/:categoryId/:programId',
    { schema: { tags, params: programParamsSchema, response: { 200: programDetailSchema } } },
    async (request, reply) => {
      const { categoryId, programId } = request.params;
      return cache.send(request, reply, `program:${categoryId}:${programId}:${request.lang}`, async () => {
        const detail = await programs.detail(categoryId, programId, request.lang);
        if (!detail) throw appError('NOT_FOUND');
        return detail;
      });
    },
  );
  app.get(
    '/programs/:categoryId/:programId/:file',
    {
      schema: {
        tags,
        params: programParamsSchema.extend({
          file: z.string().regex(/^\d{1,9}\.ics$/, { error: 'INVALID' }),
        }),
      },
    },
    async (request, reply) => {
      const { categoryId, programId, file } = request.params;
      const sessionId = Number(file.slice(0, -4));
      const found = await programs.session(categoryId, programId, sessionId, request.lang);
      if (!found) throw appError('NOT_FOUND');
      const params = { categoryId: String(categoryId), programId: String(programId), sessionId: String(sessionId) };
      const url = new URL(href(found.program.lang, 'programSession', params), publicUrl).toString();
      const ics = sessionIcs(found.program, found.session, url, now());
      return sendAttachment(reply, 'text/calendar; charset=utf-8', `session-${sessionId}.ics`, ics);
    },
  );
};

/** Staff: categories, programs and sessions; every write is audited and refreshes the public reads. */
export const adminProgramsRoutes: FastifyPluginAsyncZod<{ programs: Programs }> = async (app, { programs }) => {
  const tags = ['admin: programs'];
  const security = [{ bearer: [] }];
  const categories = async () => ({ categories: await programs.adminCategories() });
  /** A PUT of one row by id: the body it takes and the reply it gives. */
  const putById = <B extends z.ZodType, R extends z.ZodType>(body: B, reply: R) => ({
    schema: { tags, security, params: idParamsSchema, body, response: { 200: reply } },
  });

  app.get(
    '/program-categories',
    { schema: { tags, security, response: { 200: adminCategoryListSchema } } },
    categories,
  );
  app.post(
    '/program-categories',
    { schema: { tags, security, body: categoryInputSchema, response: { 201: adminCategoryListSchema } } },
    async (request, reply) => {
      await programs.createCategory(actorOf(request), request.body);
      return reply.code(201).send(await categories());
    },
  );
  app.put('/program-categories/:id', putById(categoryInputSchema, adminCategoryListSchema), async (request) => {
    await programs.updateCategory(actorOf(request), request.params.id, request.body);
    return categories();
  });
  app.delete(
    '/program-categories/:id',
    { schema: { tags, security, params: idParamsSchema } },
    async (request, reply) => {
      await programs.removeCategory(actorOf(request), request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/programs/:id',
    { schema: { tags, security, params: idParamsSchema, response: { 200: adminProgramDetailSchema } } },
    async (request) => programs.adminProgram(request.params.id),
  );
  app.post(
    '/programs',
    { schema: { tags, security, body: programInputSchema, response: { 201: adminProgramDetailSchema } } },
    async (request, reply) => {
      const id = await programs.createProgram(actorOf(request), request.body);
      return reply.code(201).send(await programs.adminProgram(id));
    },
  );
  app.put('/programs/:id', putById(programInputSchema, adminProgramDetailSchema), async (request) => {
    await programs.updateProgram(actorOf(request), request.params.id, request.body);
    return programs.adminProgram(request.params.id);
  });
  app.delete('/programs/:id', { schema: { tags, security, params: idParamsSchema } }, async (request, reply) => {
    await programs.removeProgram(actorOf(request), request.params.id);
    return reply.code(204).send();
  });

  app.post(
    '/programs/:id/sessions',
    {
      schema: {
        tags,
        security,
        params: idParamsSchema,
        body: sessionInputSchema,
        response: { 201: adminSessionSchema },
      },
    },
    async (request, reply) => {
      const id = await programs.createSession(actorOf(request), request.params.id, request.body);
      return reply.code(201).send(await programs.adminSession(id));
    },
  );
  app.put('/sessions/:id', putById(sessionInputSchema, adminSessionSchema), async (request) => {
    await programs.updateSession(actorOf(request), request.params.id, request.body);
    return programs.adminSession(request.params.id);
  });
  app.delete('/sessions/:id', { schema: { tags, security, params: idParamsSchema } }, async (request, reply) => {
    await programs.removeSession(actorOf(request), request.params.id);
    return reply.code(204).send();
  });
};
