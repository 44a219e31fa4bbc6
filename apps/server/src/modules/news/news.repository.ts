import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsArticles, newsItems } from './news.table';

/** News items and their articles; `publicOnly` reads see only what visitors may see. */
export function createNewsRepository(db: Db) {
  return {
    async page(pageNumber: number, pageSize: number, publicOnly: boolean) {
      const where = publicOnly ? eq(newsItems.isPublic, true) : undefined;
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(newsItems)
          .where(where)
          .orderBy(desc(newsItems.publishedAt), desc(newsItems.id))
          .limit(pageSize)
          .offset((pageNumber - 1) * pageSize),
        db.select({ n: count() }).from(newsItems).where(where),
      ]);
      const counts = rows.length
        ? await db
            .select({
              newsId: newsArticles.newsId,
              all: count(),
              public: sql<number>`count(*) filter (where ${newsArticles.isPublic})::int`,
            })
            .from(newsArticles)
            .where(
              inArray(
                newsArticles.newsId,
                rows.map((r) => r.id),
              ),
            )
            .groupBy(newsArticles.newsId)
        : [];
      const byId = new Map(counts.map((c) => [c.newsId, c]));
      return {
        total: total?.n ?? 0,
        items: rows.map((r) => ({
          row: r,
          articles: byId.get(r.id)?.all ?? 0,
          publicArticles: byId.get(r.id)?.public ?? 0,
        })),
      };
    },

    async item(id: number, publicOnly: boolean) {
      const [row] = await db
        .select()
        .from(newsItems)
        .where(publicOnly ? and(eq(newsItems.id, id), eq(newsItems.isPublic, true)) : eq(newsItems.id, id));
      return row;
    },

    articles(newsId: number, publicOnly: boolean) {
      return db
        .select()
        .from(newsArticles)
        .where(
          publicOnly
            ? and(eq(newsArticles.newsId, newsId), eq(newsArticles.isPublic, true))
            : eq(newsArticles.newsId, newsId),
        )
        .orderBy(asc(newsArticles.position), asc(newsArticles.id));
    },

    async article(id: number) {
      const [row] = await db.select().from(newsArticles).where(eq(newsArticles.id, id));
      return row;
    },

    /** Every public item with its public articles, for the sitemap. */
    async publicTree() {
      return db
        .select({ newsId: newsItems.id, articleId: newsArticles.id, updatedAt: newsItems.updatedAt })
        .from(newsItems)
        .leftJoin(newsArticles, and(eq(newsArticles.newsId, newsItems.id), eq(newsArticles.isPublic, true)))
        .where(eq(newsItems.isPublic, true));
    },
  };
}
export type NewsRepository = ReturnType<typeof createNewsRepository>;
