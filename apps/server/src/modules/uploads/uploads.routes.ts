import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  mediaDetailsSchema,
  mediaIdParamsSchema,
  mediaItemSchema,
  mediaListQuerySchema,
  mediaListSchema,
  uploadResponseSchema,
} from '@atrium/shared/api/media';
import { actorOf } from '../audit/audit.service';
import type { Uploads } from './uploads.service';
import { readUploadedFiles } from './uploads.multipart';

const tags = ['admin: media'];
const security = [{ bearer: [] }];
const MAX_FILES = 20;

/** POST /api/admin/upload and the media library: staff (MANAGER and ADMIN). */
export const uploadsRoutes: FastifyPluginAsyncZod<{ uploads: Uploads }> = async (app, { uploads }) => {
  app.post(
    '/upload',
    { schema: { tags, security, consumes: ['multipart/form-data'], response: { 200: uploadResponseSchema } } },
    async (request) => {
      const files = await readUploadedFiles(request, { maxFiles: MAX_FILES });
      const items = await uploads.upload(actorOf(request), files);
      return { imgUrls: items.map((i) => i.url), items };
    },
  );

  app.get(
    '/media',
    { schema: { tags, security, querystring: mediaListQuerySchema, response: { 200: mediaListSchema } } },
    async (request) => {
      const { page, ...search } = request.query;
      return uploads.list(page, search);
    },
  );

  app.get(
    '/media/:id',
    { schema: { tags, security, params: mediaIdParamsSchema, response: { 200: mediaItemSchema } } },
    async (request) => uploads.one(request.params.id),
  );

  app.put(
    '/media/:id',
    {
      schema: {
        tags,
        security,
        params: mediaIdParamsSchema,
        body: mediaDetailsSchema,
        response: { 200: mediaItemSchema },
      },
    },
    async (request) => uploads.describe(actorOf(request), request.params.id, request.body),
  );

  app.delete('/media/:id', { schema: { tags, security, params: mediaIdParamsSchema } }, async (request, reply) => {
    await uploads.remove(actorOf(request), request.params.id);
    return reply.code(204).send();
  });
};
