import { and, asc, count, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Localized } from '@atrium/shared/localized';
import type { Db } from '#server/db/client';
import type { LiveRow, Store } from '../content/content-stores.repository';
import { articlesOf, withArticleIds } from './news.articles';
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

type Data = Record<string, unknown>;

/** The public date the data asks for, if it is a real instant (else the first publish time stands). */
function publicDate(data: Data): Date | null {
  const at = typeof data.publishedAt === 'string' && data.publishedAt ? new Date(data.publishedAt) : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
}

async function nextId(tx: Db, table: 'news_items' | 'news_articles'): Promise<number> {
  const result = await tx.execute(sql`select nextval(pg_get_serial_sequence(${table}, 'id')) as id`);
  return Number((result as unknown as { rows: Array<{ id: number | string }> }).rows[0]!.id);
}

/**
 * The editorial engine's store of news (content-stores.repository.ts): items in news_items, their
 * articles in news_articles. Articles carry their row id in the data (news.articles.ts settles it).
 */
export const newsStore: Store = {
  async newKey(tx) {
    return String(await nextId(tx, 'news_items'));
  },

  async prepare(tx, key, data, before) {
    const rows = await tx
      .select({ id: newsArticles.id })
      .from(newsArticles)
      .where(eq(newsArticles.newsId, Number(key)));
    return withArticleIds(
      data,
      before,
      rows.map((r) => r.id),
      () => nextId(tx, 'news_articles'),
    );
  },

  async readLive(tx) {
    const items = await tx
      .select()
      .from(newsItems)
      .where(eq(newsItems.isPublic, true))
      .orderBy(desc(newsItems.publishedAt), desc(newsItems.id));
    const articles = items.length
      ? await tx
          .select()
          .from(newsArticles)
          .where(
            inArray(
              newsArticles.newsId,
              items.map((i) => i.id),
            ),
          )
          .orderBy(asc(newsArticles.position), asc(newsArticles.id))
      : [];
    return items.map((item, position): LiveRow => ({
      key: String(item.id),
      position,
      data: {
        title: item.title,
        summary: item.summary,
        cover: item.coverId,
        publishedAt: item.publishedAt.toISOString(),
        articles: articles
          .filter((a) => a.newsId === item.id)
          .map((a) => ({ id: a.id, title: a.title, body: a.body, hidden: !a.isPublic })),
      },
    }));
  },

  async write(tx, key, data) {
    const id = Number(key);
    const at = publicDate(data);
    const values = {
      title: data.title as Localized,
      summary: (data.summary ?? {}) as Localized,
      coverId: (data.cover as string | null) ?? null,
      isPublic: true,
      updatedAt: sql`now()`,
    };
    await tx
      .insert(newsItems)
      .values({ id, ...values, ...(at ? { publishedAt: at } : {}) })
      .onConflictDoUpdate({ target: newsItems.id, set: { ...values, ...(at ? { publishedAt: at } : {}) } });

    const articles = articlesOf(data);
    const kept = articles.flatMap((a) => (a.id === null ? [] : [a.id]));
    // Articles taken out of the draft leave with this publish.
    await tx
      .delete(newsArticles)
      .where(
        kept.length ? and(eq(newsArticles.newsId, id), notInArray(newsArticles.id, kept)) : eq(newsArticles.newsId, id),
      );
    for (const [position, a] of articles.entries()) {
      const row = {
        newsId: id,
        position,
        title: a.title,
        body: a.body ?? {},
        isPublic: !a.hidden,
        updatedAt: sql`now()`,
      };
      if (a.id === null) {
        await tx.insert(newsArticles).values(row);
        continue;
      }
      await tx
        .insert(newsArticles)
        .values({ id: a.id, ...row })
        .onConflictDoUpdate({
          target: newsArticles.id,
          set: row,
          // Never moves another item's article here (prepare keeps ids to their own item).
          setWhere: eq(newsArticles.newsId, id),
        });
    }
  },

  async takeDown(tx, key) {
    await tx
      .update(newsItems)
      .set({ isPublic: false, updatedAt: sql`now()` })
      .where(eq(newsItems.id, Number(key)));
  },

  async destroy(tx, key) {
    await tx.delete(newsItems).where(eq(newsItems.id, Number(key)));
  },
};
