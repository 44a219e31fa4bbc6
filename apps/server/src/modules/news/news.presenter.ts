import type { ArticleDetail, NewsDetail, NewsSummary } from '@atrium/shared/api/news';
import type { Language } from '@atrium/shared/languages';
import { pickLocalized, pickLocalizedAlong, pickLocalizedFields, type Localized } from '@atrium/shared/localized';
import type { Entry } from '../content/content.repository';
import type { ImageOf } from '../uploads/media.presenter';
import { articlesOf, type ArticleData } from './news.articles';
import type { ArticleRow, NewsRow } from './news.table';

/** A public item in a list, in a language. */
export function presentSummary(row: NewsRow, publicArticles: number, lang: Language, image: ImageOf): NewsSummary {
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
}

/** A public item with the titles of its public articles. */
export function presentDetail(summary: NewsSummary, articles: ArticleRow[], lang: Language): NewsDetail {
  return {
    ...summary,
    articles: articles.map((a) => {
      const t = pickLocalized(a.title, lang);
      return { id: a.id, title: t.text, lang: t.lang };
    }),
  };
}

/** The public article at `index` of its item's public articles, with its item and neighbours. */
export function presentArticle(
  row: NewsRow,
  articles: ArticleRow[],
  index: number,
  lang: Language,
  image: ImageOf,
): ArticleDetail {
  const a = articles[index]!;
  const link = (x: ArticleRow | undefined) => (x ? { id: x.id, title: pickLocalized(x.title, lang).text } : null);
  const title = pickLocalized(a.title, lang);
  // The body in the title's language where it has one, so the two read as one text.
  const body = pickLocalizedAlong(a.body, title.lang, lang);
  const summary = pickLocalized(row.summary, lang);
  return {
    id: a.id,
    newsId: row.id,
    title: title.text,
    body: body.text,
    news: {
      id: row.id,
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
}

/** An article of an item's draft, for staff. */
export const presentAdminArticle = (entry: Entry, a: ArticleData, position: number) => ({
  id: a.id ?? 0,
  newsId: Number(entry.key),
  position,
  title: a.title,
  body: a.body as Record<string, string>,
  isPublic: !a.hidden,
  updatedAt: entry.updatedAt.toISOString(),
});

/** An item's draft for staff, with its public date and whether it is public. */
export function presentAdminNews(entry: Entry, publishedAt: Date, image: ImageOf) {
  const d = entry.draft;
  const coverId = (d.cover as string | null) ?? null;
  return {
    id: Number(entry.key),
    title: d.title as Localized,
    summary: (d.summary ?? {}) as Localized,
    coverId,
    cover: image(coverId, 'ko'),
    publishedAt: publishedAt.toISOString(),
    isPublic: entry.published !== null,
    articles: articlesOf(d).map((a, i) => presentAdminArticle(entry, a, i)),
    updatedAt: entry.updatedAt.toISOString(),
  };
}
export type AdminNews = ReturnType<typeof presentAdminNews>;

/** An item in the staff list: its article counts in place of its articles. */
export const presentAdminListItem = ({ articles, ...item }: AdminNews) => ({
  ...item,
  articleCount: articles.length,
  publicArticleCount: articles.filter((a) => a.isPublic).length,
});
