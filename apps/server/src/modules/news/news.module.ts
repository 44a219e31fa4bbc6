import type { FastifyInstance } from 'fastify';
import { PREFETCH_KEYS } from '@atrium/shared/api/boot';
import { articleParamsSchema, newsParamsSchema } from '@atrium/shared/api/news';
import { articleHead, summaryHead } from '@atrium/shared/own-heads';
import type { ContentCache } from '#server/lib/content-cache';
import type { Database } from '#server/db/client';
import type { Storage } from '#server/lib/storage';
import type { SiteRegistry } from '../site/site.registry';
import { cachedQuery, listPage, prefetchOf } from '../site/site.prefetch';
import { articleLd } from '../site/site.structured-data';
import { createImages } from '../uploads/media.presenter';
import { createNewsRepository } from './news.repository';
import { createNewsAdmin } from './news.admin';
import { createNews } from './news.service';
import { adminNewsRoutes, newsRoutes } from './news.routes';
import type { AdminRoutes } from '../admin/admin.module';

/** News: public reads, heads and sitemap entries of public items and articles; admin routes go in the admin scope. */
export async function registerNews(
  app: FastifyInstance,
  { database, storage, site, cache }: { database: Database; storage: Storage; site: SiteRegistry; cache: ContentCache },
) {
  const images = createImages(database.db, storage);
  const repo = createNewsRepository(database.db);
  const news = createNews(repo, images);
  await app.register(newsRoutes, { prefix: '/api', news, cache });

  site.addHead('newsItem', async ({ id = '' }, lang) => {
    const item = /^\d+$/.test(id) ? await news.detail(Number(id), lang) : undefined;
    return item ? summaryHead(item) : null;
  });
  site.addHead('newsArticle', async ({ id = '', aid = '' }, lang) => {
    const article =
      /^\d+$/.test(id) && /^\d+$/.test(aid) ? await news.article(Number(id), Number(aid), lang) : undefined;
    return article ? { ...articleHead(article), structuredData: (page) => articleLd(article, page) } : null;
  });
  site.addSitemapSource(async () => {
    const rows = await repo.publicTree();
    const items = new Map(rows.map((r) => [r.newsId, r.updatedAt]));
    return [
      ...[...items].map(([id, at]) => ({ pageId: 'newsItem' as const, params: { id: String(id) }, lastModified: at })),
      ...rows
        .filter((r) => r.articleId !== null)
        .map((r) => ({
          pageId: 'newsArticle' as const,
          params: { id: String(r.newsId), aid: String(r.articleId) },
          lastModified: r.updatedAt,
        })),
    ];
  });
  // The pages' data in their HTML, under the API routes' cache keys (news.routes.ts).
  site.addPrefetch('news', ({ page }, lang) => {
    const n = listPage(page);
    return prefetchOf(
      cachedQuery(cache, `news:${n}:${lang}`, PREFETCH_KEYS.newsList(lang, n), () => news.list(n, lang)),
    );
  });
  site.addPrefetch('newsItem', (params, lang) => {
    const parsed = newsParamsSchema.safeParse(params);
    if (!parsed.success) return prefetchOf();
    const { id } = parsed.data;
    return prefetchOf(
      cachedQuery(cache, `news-item:${id}:${lang}`, PREFETCH_KEYS.newsItem(lang, id), () => news.detail(id, lang)),
    );
  });
  site.addPrefetch('newsArticle', (params, lang) => {
    const parsed = articleParamsSchema.safeParse(params);
    if (!parsed.success) return prefetchOf();
    const { id, aid } = parsed.data;
    return prefetchOf(
      cachedQuery(cache, `news-article:${id}:${aid}:${lang}`, PREFETCH_KEYS.newsArticle(lang, id, aid), () =>
        news.article(id, aid, lang),
      ),
    );
  });
  // Staff edit news through the editorial engine, registered after this module: its service is
  // on the app by the time the admin scope registers these routes.
  const adminRoutes: AdminRoutes = async (admin) => {
    await admin.register(adminNewsRoutes, { admin: createNewsAdmin(app.content, repo, images) });
  };
  return { adminRoutes };
}
