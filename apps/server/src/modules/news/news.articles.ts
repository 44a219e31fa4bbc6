import type { Localized } from '@atrium/shared/localized';

type Data = Record<string, unknown>;
/** An article as the news declaration holds it. */
export interface ArticleData {
  id: number | null;
  title: Localized;
  body: Localized;
  hidden: boolean;
}

export const articlesOf = (data: Data): ArticleData[] => (data.articles as ArticleData[] | undefined) ?? [];

/**
 * The data with every article's row id settled. An id is kept only when it is already this item's
 * (in its previous draft `before`, or one of its rows `rowIds`) and not used twice, so a draft
 * cannot take over another item's article; every other article gets a new id from `nextId`.
 */
export async function withArticleIds(
  data: Data,
  before: Data | null,
  rowIds: readonly number[],
  nextId: () => Promise<number>,
): Promise<Data> {
  const own = new Set(articlesOf(before ?? {}).map((a) => a.id));
  for (const id of rowIds) own.add(id);
  const used = new Set<number>();
  const articles: ArticleData[] = [];
  for (const article of articlesOf(data)) {
    const keep = article.id !== null && own.has(article.id) && !used.has(article.id);
    const id = keep ? article.id! : await nextId();
    used.add(id);
    articles.push({ ...article, id });
  }
  return { ...data, articles };
}
