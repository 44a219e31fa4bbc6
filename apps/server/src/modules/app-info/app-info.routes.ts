import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appInfoSchema, publicAppInfoSchema } from '@atrium/shared/api/app-info';
import type { AppInfoService } from './app-info.service';

/** GET /api/app: the public app page's data, in the visitor's language. */
export const publicAppInfoRoutes: FastifyPluginAsyncZod<{ appInfo: AppInfoService }> = async (app, { appInfo }) => {
  app.get('/app', { schema: { tags: ['app'], response: { 200: publicAppInfoSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'public, max-age=60').header('vary', 'Accept-Language');
    return appInfo.forVisitor(request.lang);
  });
};

/** GET and PUT /api/admin/app: staff edit the store links, release date and notice. */
export const adminAppInfoRoutes: FastifyPluginAsyncZod<{ appInfo: AppInfoService }> = async (app, { appInfo }) => {
  const tags = ['admin: app'];
  const security = [{ bearer: [] }];
  app.get('/app', { schema: { tags, security, response: { 200: appInfoSchema } } }, async () => appInfo.read());
  app.put(
    '/app',
    { schema: { tags, security, body: appInfoSchema, response: { 200: appInfoSchema } } },
    async (request) => appInfo.save(request, request.body),
  );
};
