import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { newsArticles, newsItems } from './news.table';

/** The public reads of news: only public items and their public articles. */
export function createNewsRepository(db: Db) {
  return {
    async page(pageNumber: number, pageSize: number) {
      const where = eq(newsItems.isPublic, true);
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
            .select({ newsId: newsArticles.newsId, n: sql<number>`count(*)::int` })
            .from(newsArticles)
            .where(
              and(
                inArray(
                  newsArticles.newsId,
                  rows.map((r) => r.id),
                ),
                eq(newsArticles.isPublic, true),
              ),
            )
            .groupBy(newsArticles.newsId)
        : [];
      const byId = new Map(counts.map((c) => [c.newsId, c.n]));
      return {
        total: total?.n ?? 0,
        items: rows.map((r) => ({ row: r, publicArticles: byId.get(r.id) ?? 0 })),
      };
    },
    async item(id: number) {
      const [row] = await db
        .select()
        .from(newsItems)
        .where(and(eq(newsItems.id, id), eq(newsItems.isPublic, true)));
      return row;
    },
    articles(newsId: number) {
      return db
        .select()
        .from(newsArticles)
        .where(and(eq(newsArticles.newsId, newsId), eq(newsArticles.isPublic, true)))
        .orderBy(asc(newsArticles.position), asc(newsArticles.id));
    },
    /** Every public item with its public articles, for the sitemap. */
    async publicTree() {
      return db
        .select({ newsId: newsItems.id, articleId: newsArticles.id, updatedAt: newsItems.updatedAt })
        .from(newsItems)
        .leftJoin(newsArticles, and(eq(newsArticles.newsId, newsItems.id), eq(newsArticles.isPublic, true)))
        .where(eq(newsItems.isPublic, true));
    },
    /** The public date of each item that has been published (public or taken down), by id. */
    async publicDates(ids: number[]): Promise<Map<number, Date>> {
      if (!ids.length) return new Map();
      const rows = await db
        .select({ id: newsItems.id, publishedAt: newsItems.publishedAt })
        .from(newsItems)
        .where(inArray(newsItems.id, ids));
      return new Map(rows.map((r) => [r.id, r.publishedAt]));
    },
  };
}
export type NewsRepository = ReturnType<typeof createNewsRepository>;
