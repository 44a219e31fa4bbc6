import type { FastifyInstance } from 'fastify';
import { articleHead, summaryHead } from '@atrium/shared/ownHeads';
import type { ContentCache } from '../../lib/content-cache';
import type { Database } from '../../db/client';
import type { Storage } from '../../lib/storage';
import type { SiteRegistry } from '../site/site.registry';
import type { Audit } from '../audit/audit.service';
import { createImages } from '../uploads/media.presenter';
import { createNewsRepository } from './news.repository';
import { createNews } from './news.service';
import { adminNewsRoutes, newsRoutes } from './news.routes';
import type { AdminRoutes } from '../admin/admin.module';

/** News: public reads, heads and sitemap entries of public items and articles; admin routes go in the admin scope. */
export async function registerNews(
  app: FastifyInstance,
  {
    database,
    storage,
    site,
    cache,
    audit,
  }: { database: Database; storage: Storage; site: SiteRegistry; cache: ContentCache; audit: Audit },
) {
  const images = createImages(database.db, storage);
  const repo = createNewsRepository(database.db);
  const news = createNews(database.db, repo, images, audit, cache);
  await app.register(newsRoutes, { prefix: '/api', news, cache });

  site.addHead('newsItem', async ({ id = '' }, lang) => {
    const item = /^\d+$/.test(id) ? await news.detail(Number(id), lang) : undefined;
    return item ? summaryHead(item) : null;
  });
  site.addHead('newsArticle', async ({ id = '', aid = '' }, lang) => {
    const article =
      /^\d+$/.test(id) && /^\d+$/.test(aid) ? await news.article(Number(id), Number(aid), lang) : undefined;
    return article ? articleHead(article) : null;
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
  const adminRoutes: AdminRoutes = async (admin) => {
    await admin.register(adminNewsRoutes, { news, repo, images });
  };
  return { adminRoutes };
}
