import { actorOf } from '../audit/audit.actor';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  translationConfirmSchema,
  translationEditSchema,
  translationHistoryQuerySchema,
  translationHistorySchema,
  translationImportResultSchema,
  translationListQuerySchema,
  translationListSchema,
  translationPublishSchema,
  translationPublishedSchema,
  translationVersionDetailSchema,
} from '@atrium/shared/api/translations';
import { idParamSchema } from '@atrium/shared/api/common';
import { propagationOf } from '@atrium/shared/api/propagation';
import { appError } from '#server/lib/app-error';
import { sendAttachment } from '#server/lib/attachment';
import { readUploadedFiles } from '../uploads/uploads.multipart';
import type { Translations } from './translations.service';

const tags = ['admin: translations'];
const security = [{ bearer: [] }];
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** /api/admin/translation…: staff (MANAGER and ADMIN) edit, publish and exchange the UI strings. */
export const translationsRoutes: FastifyPluginAsyncZod<{ translations: Translations }> = async (
  app,
  { translations },
) => {
  app.get(
    '/translation/strings',
    { schema: { tags, security, querystring: translationListQuerySchema, response: { 200: translationListSchema } } },
    async (request) => {
      const { page, ...filters } = request.query;
      return translations.list(filters, page);
    },
  );

  app.put(
    '/translation/strings',
    { schema: { tags, security, body: translationEditSchema } },
    async (request, reply) => {
      await translations.edit(actorOf(request), request.body);
      return reply.code(204).send();
    },
  );

  app.post(
    '/translation/strings/confirm',
    { schema: { tags, security, body: translationConfirmSchema } },
    async (request, reply) => {
      await translations.confirm(actorOf(request), request.body);
      return reply.code(204).send();
    },
  );

  app.post(
    '/translation/update',
    { schema: { tags, security, body: translationPublishSchema, response: { 200: translationPublishedSchema } } },
    async (request) => ({
      ...(await translations.publish(actorOf(request), request.body.memo)),
      propagation: propagationOf(app.peers()),
    }),
  );

  app.get(
    '/translation/history',
    {
      schema: {
        tags,
        security,
        querystring: translationHistoryQuerySchema,
        response: { 200: translationHistorySchema },
      },
    },
    async (request) => translations.history(request.query.page),
  );

  app.get(
    '/translation/history/:id',
    {
      schema: {
        tags,
        security,
        params: z.object({ id: idParamSchema }),
        response: { 200: translationVersionDetailSchema },
      },
    },
    async (request) => translations.version(request.params.id),
  );

  app.get('/translation/export', { schema: { tags, security } }, async (request, reply) => {
    const file = await translations.exportWorkbook(actorOf(request));
    const stamp = new Date().toISOString().slice(0, 10);
    return sendAttachment(reply, XLSX, `atrium-strings-${stamp}.xlsx`, file);
  });

  app.post(
    '/translation/import',
    {
      schema: {
        tags,
        security,
        consumes: ['multipart/form-data'],
        querystring: z.object({ dryRun: z.enum(['true', 'false']).default('false') }),
        response: { 200: translationImportResultSchema },
      },
    },
    async (request) => {
      const [file] = await readUploadedFiles(request, { maxFiles: 1 });
      if (!file) throw appError('VALIDATION_FAILED', { fields: { file: 'REQUIRED' } });
      return translations.importWorkbook(actorOf(request), file.data, request.query.dryRun === 'true');
    },
  );
};
