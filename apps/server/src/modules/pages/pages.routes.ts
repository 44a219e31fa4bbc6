import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { venuePageParamsSchema, venuePageSchema } from '@atrium/shared/api/content';
import { appError } from '#server/lib/app-error';
import type { ContentCache } from '#server/lib/content-cache';
import type { Pages } from './pages.service';

/** GET /api/pages/{slug}: a venue page in the visitor's language, cached, with an ETag. */
export const pagesRoutes: FastifyPluginAsyncZod<{ pages: Pages; cache: ContentCache }> = async (
  app,
  { pages, cache },
) => {
  app.get(
    '/pages/:slug',
    { schema: { tags: ['pages'], params: venuePageParamsSchema, response: { 200: venuePageSchema } } },
    async (request, reply) =>
      cache.send(request, reply, `page:${request.params.slug}:${request.lang}`, async () => {
        const page = await pages.one(request.params.slug, request.lang);
        if (!page) throw appError('NOT_FOUND');
        return page;
      }),
  );
};
