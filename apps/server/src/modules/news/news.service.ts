import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Language } from '@atrium/shared/languages';
import { pickLocalized, pickLocalizedAlong, pickLocalizedFields, type Localized } from '@atrium/shared/localized';
import type { ArticleDetail, NewsDetail, NewsSummary } from '@atrium/shared/api/news';
import type { FieldCode } from '@atrium/shared/errors';
import { PAGE_SIZE } from '@atrium/shared/limits';
import { appError } from '../../lib/app-error';
import type { ContentCache } from '../../lib/content-cache';
import type { Db } from '../../db/client';
import { memberOf } from '../../plugins/auth';
import type { Audit } from '../audit/audit.service';
import type { Images } from '../uploads/media.presenter';
import { newsArticles, newsItems, type ArticleRow, type NewsRow } from './news.table';
import type { NewsRepository } from './news.repository';
import { sanitizeArticle } from './news.sanitize';

export interface ArticleInput {
  id?: number;
  title: Localized;
  body: Localized;
  isPublic: boolean;
}
export interface NewsInput {
  title: Localized;
  summary: Localized;
  coverId?: string | null;
  publishedAt?: string;
  isPublic: boolean;
  articles: ArticleInput[];
}

/**
 * The articles with their bodies sanitized. A picture from another site is refused, not fetched:
 * the page's CSP would block it, and fetching would let a form make the server call any address.
 */
async function cleanArticles(articles: ArticleInput[]): Promise<ArticleInput[]> {
  const fields: Record<string, FieldCode> = {};
  const cleaned = await Promise.all(
    articles.map(async (a, i) => {
      const body = await Promise.all(
        Object.entries(a.body).map(async ([lang, html]) => {
          const { html: clean, foreignImages } = await sanitizeArticle(html ?? '');
          if (foreignImages.length) fields[`articles.${i}.body.${lang}`] = 'EXTERNAL_IMAGE';
          return [lang, clean] as const;
        }),
      );
      return { ...a, body: Object.fromEntries(body) };
    }),
  );
  if (Object.keys(fields).length) throw appError('VALIDATION_FAILED', { fields });
  return cleaned;
}

/** Public news reads (only what is public) and the staff's writes, each recorded in the audit log. */
export function createNews(db: Db, repo: NewsRepository, images: Images, audit: Audit, cache: ContentCache) {
  async function summaries(
    rows: Array<{ row: NewsRow; publicArticles: number }>,
    lang: Language,
  ): Promise<NewsSummary[]> {
    const image = await images.load(rows.map((r) => r.row.coverId));
    return rows.map(({ row, publicArticles }) => {
      const { texts, langs } = pickLocalizedFields({ title: row.title, summary: row.summary }, lang);
      return {
        id: row.id,
        ...texts,
        cover: image(row.coverId, lang),
        publishedAt: row.publishedAt.toISOString(),
        articleCount: publicArticles,
        lang: langs.title,
        langs,
      };
    });
  }

  /** Writes articles already through cleanArticles. */
  async function writeArticles(tx: Db, newsId: number, articles: ArticleInput[]) {
    for (const [position, a] of articles.entries()) {
      const values = {
        title: a.title,
        body: a.body,
        isPublic: a.isPublic,
        position,
        updatedAt: sql`now()`,
      };
      if (a.id) {
        const updated = await tx
          .update(newsArticles)
          .set(values)
          .where(and(eq(newsArticles.id, a.id), eq(newsArticles.newsId, newsId)))
          .returning({ id: newsArticles.id });
        if (updated.length === 0) throw appError('NOT_FOUND');
      } else {
        await tx.insert(newsArticles).values({ ...values, newsId });
      }
    }
  }

  const changed = () => cache.invalidate();

  return {
    async list(page: number, lang: Language) {
      const { items, total } = await repo.page(page, PAGE_SIZE, true);
      return { items: await summaries(items, lang), page, pageSize: PAGE_SIZE, total };
    },

    async detail(id: number, lang: Language): Promise<NewsDetail | undefined> {
      const row = await repo.item(id, true);
      if (!row) return undefined;
      const articles = await repo.articles(id, true);
      const [summary] = await summaries([{ row, publicArticles: articles.length }], lang);
      if (!summary) return undefined;
      return {
        ...summary,
        articles: articles.map((a) => {
          const t = pickLocalized(a.title, lang);
          return { id: a.id, title: t.text, lang: t.lang };
        }),
      };
    },

    async article(id: number, aid: number, lang: Language): Promise<ArticleDetail | undefined> {
      const row = await repo.item(id, true);
      if (!row) return undefined;
      const articles = await repo.articles(id, true);
      const index = articles.findIndex((a) => a.id === aid);
      const a = articles[index];
      if (!a) return undefined;
      const link = (x: ArticleRow | undefined) => (x ? { id: x.id, title: pickLocalized(x.title, lang).text } : null);
      const title = pickLocalized(a.title, lang);
      // The body in the title's language where it has one, so the two read as one text.
      const body = pickLocalizedAlong(a.body, title.lang, lang);
      const summary = pickLocalized(row.summary, lang);
      const image = await images.load([row.coverId]);
      return {
        id: a.id,
        newsId: id,
        title: title.text,
        body: body.text,
        news: {
          id,
          title: pickLocalized(row.title, lang).text,
          summary: summary.text,
          cover: image(row.coverId, lang),
          publishedAt: row.publishedAt.toISOString(),
        },
        prev: link(articles[index - 1]),
        next: link(articles[index + 1]),
        lang: title.lang,
        langs: { title: title.lang, body: body.lang, summary: summary.lang },
      };
    },

    async create(request: FastifyRequest, input: NewsInput) {
      const articles = await cleanArticles(input.articles);
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(newsItems)
          .values({
            title: input.title,
            summary: input.summary,
            coverId: input.coverId ?? null,
            publishedAt: input.publishedAt ? new Date(input.publishedAt) : new Date(),
            isPublic: input.isPublic,
            createdBy: memberOf(request).id,
          })
          .returning({ id: newsItems.id });
        if (!row) throw new Error('news insert returned no row');
        await writeArticles(tx, row.id, articles);
        return row.id;
      });
      await audit.record(request, { action: 'news.create', targetType: 'news', targetId: id });
      changed();
      return id;
    },

    async update(request: FastifyRequest, id: number, input: NewsInput) {
      const articles = await cleanArticles(input.articles);
      await db.transaction(async (tx) => {
        const updated = await tx
          .update(newsItems)
          .set({
            title: input.title,
            summary: input.summary,
            coverId: input.coverId ?? null,
            ...(input.publishedAt ? { publishedAt: new Date(input.publishedAt) } : {}),
            isPublic: input.isPublic,
            updatedAt: sql`now()`,
          })
          .where(eq(newsItems.id, id))
          .returning({ id: newsItems.id });
        if (updated.length === 0) throw appError('NOT_FOUND');
        await writeArticles(tx, id, articles);
      });
      await audit.record(request, { action: 'news.update', targetType: 'news', targetId: id });
      changed();
    },

    async setPublic(request: FastifyRequest, t: { newsId: number; articleId?: number; isPublic: boolean }) {
      const rows = t.articleId
        ? await db
            .update(newsArticles)
            .set({ isPublic: t.isPublic, updatedAt: sql`now()` })
            .where(and(eq(newsArticles.id, t.articleId), eq(newsArticles.newsId, t.newsId)))
            .returning({ id: newsArticles.id })
        : await db
            .update(newsItems)
            .set({ isPublic: t.isPublic, updatedAt: sql`now()` })
            .where(eq(newsItems.id, t.newsId))
            .returning({ id: newsItems.id });
      if (rows.length === 0) throw appError('NOT_FOUND');
      await audit.record(request, {
        action: 'news.public',
        targetType: t.articleId ? 'news_article' : 'news',
        targetId: t.articleId ?? t.newsId,
        details: { isPublic: t.isPublic },
      });
      changed();
    },

    async remove(request: FastifyRequest, kind: 'news' | 'article', id: number) {
      const table = kind === 'news' ? newsItems : newsArticles;
      const rows = await db.delete(table).where(eq(table.id, id)).returning({ id: table.id });
      if (rows.length === 0) throw appError('NOT_FOUND');
      await audit.record(request, {
        action: `news.delete${kind === 'article' ? 'Article' : ''}`,
        targetType: kind,
        targetId: id,
      });
      changed();
    },
  };
}
export type News = ReturnType<typeof createNews>;
