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
import { PAGE_SIZE } from '@atrium/shared/limits';
import { appError } from '../../lib/app-error';
import type { ContentCache } from '../../lib/content-cache';
import type { Images } from '../uploads/media.presenter';
import type { News } from './news.service';
import type { NewsRepository } from './news.repository';
import type { ArticleRow, NewsRow } from './news.table';

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

const presentArticle = (a: ArticleRow) => ({
  id: a.id,
  newsId: a.newsId,
  position: a.position,
  title: a.title,
  body: a.body as Record<string, string>,
  isPublic: a.isPublic,
  updatedAt: a.updatedAt.toISOString(),
});

/** The spec's admin news calls, for staff (MANAGER and ADMIN); every write goes to the audit log. */
export const adminNewsRoutes: FastifyPluginAsyncZod<{ news: News; repo: NewsRepository; images: Images }> = async (
  app,
  { news, repo, images },
) => {
  const tags = ['admin: news'];
  const security = [{ bearer: [] }];
  const full = async (row: NewsRow) => {
    const image = await images.load([row.coverId]);
    return {
      id: row.id,
      title: row.title,
      summary: row.summary,
      coverId: row.coverId,
      cover: image(row.coverId, 'ko'),
      publishedAt: row.publishedAt.toISOString(),
      isPublic: row.isPublic,
      articles: (await repo.articles(row.id, false)).map(presentArticle),
      updatedAt: row.updatedAt.toISOString(),
    };
  };

  app.get(
    '/news',
    { schema: { tags, security, querystring: newsListQuerySchema, response: { 200: adminNewsListSchema } } },
    async (request) => {
      const { items, total } = await repo.page(request.query.page, PAGE_SIZE, false);
      const image = await images.load(items.map((i) => i.row.coverId));
      return {
        page: request.query.page,
        pageSize: PAGE_SIZE,
        total,
        items: items.map(({ row, articles, publicArticles }) => ({
          id: row.id,
          title: row.title,
          summary: row.summary,
          coverId: row.coverId,
          cover: image(row.coverId, 'ko'),
          publishedAt: row.publishedAt.toISOString(),
          isPublic: row.isPublic,
          updatedAt: row.updatedAt.toISOString(),
          articleCount: articles,
          publicArticleCount: publicArticles,
        })),
      };
    },
  );
  app.get(
    '/news/:id',
    { schema: { tags, security, params: newsParamsSchema, response: { 200: adminNewsSchema } } },
    async (request) => {
      const row = await repo.item(request.params.id, false);
      if (!row) throw appError('NOT_FOUND');
      return full(row);
    },
  );
  app.get(
    '/news/article/:id',
    { schema: { tags, security, params: newsParamsSchema, response: { 200: adminArticleSchema } } },
    async (request) => {
      const row = await repo.article(request.params.id);
      if (!row) throw appError('NOT_FOUND');
      return presentArticle(row);
    },
  );
  app.post(
    '/news',
    { schema: { tags, security, body: newsInputSchema, response: { 201: adminNewsSchema } } },
    async (request, reply) => {
      const id = await news.create(request, request.body);
      const row = await repo.item(id, false);
      if (!row) throw appError('NOT_FOUND');
      return reply.code(201).send(await full(row));
    },
  );
  app.put(
    '/news',
    { schema: { tags, security, body: newsUpdateSchema, response: { 200: adminNewsSchema } } },
    async (request) => {
      await news.update(request, request.body.id, request.body);
      const row = await repo.item(request.body.id, false);
      if (!row) throw appError('NOT_FOUND');
      return full(row);
    },
  );
  app.post('/news/isPublic', { schema: { tags, security, body: publicToggleSchema } }, async (request, reply) => {
    await news.setPublic(request, request.body);
    return reply.code(204).send();
  });
  app.delete('/news/:id', { schema: { tags, security, params: newsParamsSchema } }, async (request, reply) => {
    await news.remove(request, 'news', request.params.id);
    return reply.code(204).send();
  });
  app.delete('/news/article/:id', { schema: { tags, security, params: newsParamsSchema } }, async (request, reply) => {
    await news.remove(request, 'article', request.params.id);
    return reply.code(204).send();
  });
};
