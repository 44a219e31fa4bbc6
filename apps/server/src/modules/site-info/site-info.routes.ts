import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { publicAppInfoSchema } from '@atrium/shared/api/app-info';
import type { ContentCache } from '#server/lib/content-cache';
import type { SiteInfo } from './site-info.service';

/** GET /api/app: the app page's store links, release date and notice in the visitor's language, with ETags. */
export const siteInfoRoutes: FastifyPluginAsyncZod<{ siteInfo: SiteInfo; cache: ContentCache }> = async (
  app,
  { siteInfo, cache },
) => {
  app.get('/app', { schema: { tags: ['app'], response: { 200: publicAppInfoSchema } } }, async (request, reply) =>
    cache.send(request, reply, `app:${request.lang}`, () => siteInfo.app(request.lang)),
  );
};
