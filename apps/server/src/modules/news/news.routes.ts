import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminArticleSchema,
  adminNewsListSchema,
  adminNewsSchema,
  articleDetailSchema,
  articleParamsSchema,
  newsDetailSchema,
  newsInputSchema,
  newsListQuerySchema,
  newsListSchema,
  newsParamsSchema,
  newsUpdateSchema,
  publicToggleSchema,
} from '@atrium/shared/api/news';
import { etagOfVersion } from '@atrium/shared/api/content-admin';
import { appError } from '#server/lib/app-error';
import { ifMatchWhenSent } from '#server/lib/if-match';
import type { ContentCache } from '#server/lib/content-cache';
import { actorOf } from '../audit/audit.service';
import type { NewsAdmin } from './news.admin';
import type { News } from './news.service';

/** GET /api/news, /api/news/{id}, /api/news/{id}/{aid}: public items and articles only (else 404). */
export const newsRoutes: FastifyPluginAsyncZod<{ news: News; cache: ContentCache }> = async (app, { news, cache }) => {
  const tags = ['news'];
  app.get(
    '/news',
    { schema: { tags, querystring: newsListQuerySchema, response: { 200: newsListSchema } } },
    async (request, reply) =>
      cache.send(request, reply, `news:${request.query.page}:${request.lang}`, () =>
        news.list(request.query.page, request.lang),
      ),
  );
  app.get(
    '/news/:id',
    { schema: { tags, params: newsParamsSchema, response: { 200: newsDetailSchema } } },
    async (request, reply) =>
      cache.send(request, reply, `news-item:${request.params.id}:${request.lang}`, async () => {
        const item = await news.detail(request.params.id, request.lang);
        if (!item) throw appError('NOT_FOUND');
        return item;
      }),
  );
  app.get(
    '/news/:id/:aid',
    { schema: { tags, params: articleParamsSchema, response: { 200: articleDetailSchema } } },
    async (request, reply) =>
      cache.send(
        request,
        reply,
        `news-article:${request.params.id}:${request.params.aid}:${request.lang}`,
        async () => {
          const article = await news.article(request.params.id, request.params.aid, request.lang);
          if (!article) throw appError('NOT_FOUND');
          return article;
        },
      ),
  );
};

/** The spec's admin news calls, for staff (MANAGER and ADMIN), over the editorial engine (news.admin.ts). */
export const adminNewsRoutes: FastifyPluginAsyncZod<{ admin: NewsAdmin }> = async (app, { admin }) => {
  const tags = ['admin: news'];
  const security = [{ bearer: [] }];
  app.get(
    '/news',
    { schema: { tags, security, querystring: newsListQuerySchema, response: { 200: adminNewsListSchema } } },
    async (request) => admin.page(request.query.page),
  );
  app.get(
    '/news/:id',
    { schema: { tags, security, params: newsParamsSchema, response: { 200: adminNewsSchema } } },
    async (request, reply) => {
      reply.header('etag', etagOfVersion(await admin.version(request.params.id)));
      return admin.one(request.params.id);
    },
  );
  app.get(
    '/news/article/:id',
    { schema: { tags, security, params: newsParamsSchema, response: { 200: adminArticleSchema } } },
    async (request) => admin.article(request.params.id),
  );
  app.post(
    '/news',
    { schema: { tags, security, body: newsInputSchema, response: { 201: adminNewsSchema } } },
    async (request, reply) => {
      const id = await admin.create(actorOf(request), request.body);
      return reply.code(201).send(await admin.one(id));
    },
  );
  app.put(
    '/news',
    { schema: { tags, security, body: newsUpdateSchema, response: { 200: adminNewsSchema } } },
    async (request, reply) => {
      await admin.update(actorOf(request), request.body.id, request.body, ifMatchWhenSent(request));
      reply.header('etag', etagOfVersion(await admin.version(request.body.id)));
      return admin.one(request.body.id);
    },
  );
  app.post('/news/isPublic', { schema: { tags, security, body: publicToggleSchema } }, async (request, reply) => {
    await admin.setPublic(actorOf(request), request.body, ifMatchWhenSent(request));
    return reply.code(204).send();
  });
  app.delete('/news/:id', { schema: { tags, security, params: newsParamsSchema } }, async (request, reply) => {
    await admin.remove(actorOf(request), request.params.id, ifMatchWhenSent(request));
    return reply.code(204).send();
  });
  app.delete('/news/article/:id', { schema: { tags, security, params: newsParamsSchema } }, async (request, reply) => {
    await admin.removeArticle(actorOf(request), request.params.id, ifMatchWhenSent(request));
    return reply.code(204).send();
  });
};
