import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Localized } from '@atrium/shared/localized';
import type { Db } from '../../db/client';
import type { LiveRow, Store } from '../content/content.stores';
import { newsArticles, newsItems } from './news.table';

type Data = Record<string, unknown>;
/** An article as the news declaration holds it. */
export interface ArticleData {
  id: number | null;
  title: Localized;
  body: Localized;
  hidden: boolean;
}

export const articlesOf = (data: Data): ArticleData[] => (data.articles as ArticleData[] | undefined) ?? [];

/** The public date the data asks for, if it is a real instant (else the first publish time stands). */
function publicDate(data: Data): Date | null {
  const at = typeof data.publishedAt === 'string' && data.publishedAt ? new Date(data.publishedAt) : null;
  return at && !Number.isNaN(at.getTime()) ? at : null;
}

async function nextArticleId(tx: Db): Promise<number> {
  const result = await tx.execute(sql`select nextval(pg_get_serial_sequence('news_articles', 'id')) as id`);
  return Number((result as unknown as { rows: Array<{ id: number | string }> }).rows[0]!.id);
}

/**
 * News in news_items and its articles in news_articles. Articles carry their row id in the data:
 * an id is kept only when it is already this item's (its previous draft's, or a row of it), so a
 * draft cannot take over another item's article; every other article gets a new id.
 */
export const newsStore: Store = {
  async newKey(tx) {
    const result = await tx.execute(sql`select nextval(pg_get_serial_sequence('news_items', 'id')) as id`);
    return String((result as unknown as { rows: Array<{ id: number | string }> }).rows[0]!.id);
  },

  async prepare(tx, key, data, before) {
    const own = new Set(articlesOf(before ?? {}).map((a) => a.id));
    const rows = await tx
      .select({ id: newsArticles.id })
      .from(newsArticles)
      .where(eq(newsArticles.newsId, Number(key)));
    for (const row of rows) own.add(row.id);
    const used = new Set<number>();
    const articles: ArticleData[] = [];
    for (const article of articlesOf(data)) {
      const keep = article.id !== null && own.has(article.id) && !used.has(article.id);
      const id = keep ? article.id! : await nextArticleId(tx);
      used.add(id);
      articles.push({ ...article, id });
    }
    return { ...data, articles };
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
