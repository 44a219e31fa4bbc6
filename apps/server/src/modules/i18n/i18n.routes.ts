import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { i18nBundleSchema, i18nParamsSchema, i18nQuerySchema } from '@atrium/shared/api/i18n';
import { notModified, sendJsonText, sendNotModified } from '#server/lib/http-cache';
import type { I18nService } from './i18n.service';

/** GET /api/i18n/{lang}[?ns=]: the published UI strings of one language (or one namespace), with an ETag. */
export const i18nRoutes: FastifyPluginAsyncZod<{ i18n: I18nService }> = async (app, { i18n }) => {
  app.get(
    '/i18n/:lang',
    {
      schema: {
        tags: ['i18n'],
        summary: 'Published UI strings of one language (namespace → key → text)',
        params: i18nParamsSchema,
        querystring: i18nQuerySchema,
        response: { 200: i18nBundleSchema },
      },
    },
    async (request, reply) => {
      const published = i18n.bundle(request.params.lang, request.query.ns ?? 'all');
      reply.header('cache-control', 'public, max-age=0, must-revalidate');
      if (notModified(request, reply, published.etag)) return sendNotModified(reply);
      // Already serialized once per publish: send the JSON text as is.
      return sendJsonText(reply, published.json);
    },
  );
};
