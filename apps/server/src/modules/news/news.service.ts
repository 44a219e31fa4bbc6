import type { Language } from '@atrium/shared/languages';
import { pickLocalized, pickLocalizedAlong, pickLocalizedFields } from '@atrium/shared/localized';
import type { ArticleDetail, NewsDetail, NewsSummary } from '@atrium/shared/api/news';
import { PAGE_SIZE } from '@atrium/shared/limits';
import type { Images } from '../uploads/media.presenter';
import type { ArticleRow, NewsRow } from './news.table';
import type { NewsRepository } from './news.repository';

/** Public news reads: only what is public (staff write news through the editorial engine). */
export function createNews(repo: NewsRepository, images: Images) {
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

  return {
    async list(page: number, lang: Language) {
      const { items, total } = await repo.page(page, PAGE_SIZE);
      return { items: await summaries(items, lang), page, pageSize: PAGE_SIZE, total };
    },

    async detail(id: number, lang: Language): Promise<NewsDetail | undefined> {
      const row = await repo.item(id);
      if (!row) return undefined;
      const articles = await repo.articles(id);
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
      const row = await repo.item(id);
      if (!row) return undefined;
      const articles = await repo.articles(id);
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
  };
}
export type News = ReturnType<typeof createNews>;
