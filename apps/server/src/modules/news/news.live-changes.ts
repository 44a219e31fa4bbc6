import { appError } from '#server/lib/app-error';
import type { Amended } from '../content/content.publishing';
import type { Entry } from '../content/content.repository';
import { hasPendingChange } from '../content/content.status';
import { articlesOf, type ArticleData } from './news.articles';

/*
 * What the spec's old toggles (POST /api/admin/news/isPublic, DELETE /api/admin/news/article/{id})
 * change of a news item, given to the engine's amendLive: what is live, never the rest of a draft
 * staff have not published, nor their schedule.
 */

type Data = Entry['draft'];
export const hasArticle = (data: Data | null, id: number) => !!data && articlesOf(data).some((a) => a.id === id);
/** The data with `change` made to its articles. */
const withArticles = (data: Data, change: (articles: ArticleData[]) => ArticleData[]): Data => ({
  ...data,
  articles: change(articlesOf(data)),
});

/**
 * An article shown, hidden or deleted (`change`) in what is live and in the draft, wherever each
 * holds it: nothing else of a pending draft goes live, and the draft keeps the change for its
 * next publish. Showing an article the public does not have yet would publish part of a pending
 * draft: refused (409).
 */
export function articleChange(id: number, change: (articles: ArticleData[]) => ArticleData[], shows: boolean) {
  return (entry: Entry): Amended => {
    const live = hasArticle(entry.published, id);
    if (!live && !hasArticle(entry.draft, id)) throw appError('NOT_FOUND');
    if (shows && !live && hasPendingChange(entry)) throw appError('PENDING_CHANGES');
    return { live: entry.published && withArticles(entry.published, change), draft: withArticles(entry.draft, change) };
  };
}

/**
 * The item made public or not. Public already: nothing to do (the draft stays a draft). Not
 * public: its draft is published, unless a change is pending (it would go out early). Taking it
 * down leaves the draft; a publish set for later would bring it back, so that is refused.
 */
export const itemChange =
  (isPublic: boolean) =>
  (entry: Entry): Amended => {
    if (isPublic && entry.published) return { live: entry.published, draft: entry.draft };
    if (isPublic ? hasPendingChange(entry) : entry.publishAt) throw appError('PENDING_CHANGES');
    return { live: isPublic ? entry.draft : null, draft: entry.draft };
  };
