import type { Language } from '@atrium/shared/languages';
import type { ArticleDetail, NewsDetail } from '@atrium/shared/api/news';
import { PAGE_SIZE } from '@atrium/shared/limits';
import type { Images } from '../uploads/media.presenter';
import { presentArticle, presentDetail, presentSummary } from './news.presenter';
import type { NewsRepository } from './news.repository';

/** Public news reads: only what is public (staff write news through the editorial engine). */
export function createNews(repo: NewsRepository, images: Images) {
  return {
    async list(page: number, lang: Language) {
      const { items, total } = await repo.page(page, PAGE_SIZE);
      const image = await images.load(items.map((r) => r.row.coverId));
      return {
        items: items.map(({ row, publicArticles }) => presentSummary(row, publicArticles, lang, image)),
        page,
        pageSize: PAGE_SIZE,
        total,
      };
    },

    async detail(id: number, lang: Language): Promise<NewsDetail | undefined> {
      const row = await repo.item(id);
      if (!row) return undefined;
      const articles = await repo.articles(id);
      const image = await images.load([row.coverId]);
      return presentDetail(presentSummary(row, articles.length, lang, image), articles, lang);
    },

    async article(id: number, aid: number, lang: Language): Promise<ArticleDetail | undefined> {
      const row = await repo.item(id);
      if (!row) return undefined;
      const articles = await repo.articles(id);
      const index = articles.findIndex((a) => a.id === aid);
      if (index < 0) return undefined;
      return presentArticle(row, articles, index, lang, await images.load([row.coverId]));
    },
  };
}
export type News = ReturnType<typeof createNews>;
