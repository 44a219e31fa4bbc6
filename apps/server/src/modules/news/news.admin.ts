import type { z } from 'zod';
import type { newsInputSchema } from '@atrium/shared/api/news';
import type { FieldCode } from '@atrium/shared/errors';
import { PAGE_SIZE } from '@atrium/shared/limits';
import type { Localized } from '@atrium/shared/localized';
import { appError } from '#server/lib/app-error';
import type { Actor } from '../audit/audit.service';
import type { ContentService } from '../content/content.service';
import type { Entry } from '../content/content.repository';
import { hasPendingChange } from '../content/content.status';
import type { Images } from '../uploads/media.presenter';
import type { NewsRepository } from './news.repository';
import { presentAdminArticle, presentAdminListItem, presentAdminNews } from './news.presenter';
import { sanitizeArticle } from './news.sanitize';
import { articlesOf, type ArticleData } from './news.articles';
import { articleChange, hasArticle, itemChange } from './news.live-changes';

const TYPE = 'news';
type Input = z.output<typeof newsInputSchema>;

/**
 * A picture from another site is refused, not dropped: the page's CSP would block it. Checked on
 * the input, so the error names the article as it was posted ('articles.1.body.en').
 */
async function refuseForeignImages(input: Input) {
  const fields: Record<string, FieldCode> = {};
  for (const [i, a] of input.articles.entries())
    for (const [lang, html] of Object.entries(a.body))
      if ((await sanitizeArticle(html ?? '')).foreignImages.length)
        fields[`articles.${i}.body.${lang}`] = 'EXTERNAL_IMAGE';
  if (Object.keys(fields).length) throw appError('VALIDATION_FAILED', { fields });
}

const toArticle = (a: Input['articles'][number]): ArticleData => ({
  id: a.id ?? null,
  title: a.title,
  body: a.body as Localized,
  hidden: !a.isPublic,
});

/**
 * The spec's admin news calls (/api/admin/news…) over the editorial engine, so revisions, the
 * audit log, the cache and the scheduler see news like every other type. Reads show the draft and
 * whether the item is public. A write of the whole item saves the draft and publishes or takes the
 * item down; it is refused (409) while staff have a change pending. The toggles change what is
 * live, not the rest of a pending draft (news.live-changes.ts).
 */
export function createNewsAdmin(content: ContentService, repo: NewsRepository, images: Images) {
  const entryOf = async (id: number) => (await content.get(TYPE, String(id))).entry;

  /** The engine data of posted news; articles the post leaves out stay, after the posted ones. */
  function dataOf(input: Input, before: Entry['draft'] | null) {
    const posted = input.articles.map(toArticle);
    const named = new Set(posted.map((a) => a.id));
    const kept = articlesOf(before ?? {}).filter((a) => !named.has(a.id));
    return {
      title: input.title,
      summary: input.summary,
      cover: input.coverId ?? null,
      publishedAt: input.publishedAt ? new Date(input.publishedAt).toISOString() : (before?.publishedAt ?? ''),
      articles: [...posted, ...kept],
    };
  }

  /** Checks what the calls took before a draft could hold it: the cover must be in the media library. */
  async function checked(input: Input) {
    await refuseForeignImages(input);
    if (input.coverId && !(await images.load([input.coverId]))(input.coverId, 'ko'))
      throw appError('VALIDATION_FAILED', { fields: { coverId: 'INVALID' } });
  }

  /** The item whose draft or public version holds the article. */
  async function entryWithArticle(articleId: number) {
    const entries = (await content.list(TYPE)).map((v) => v.entry);
    return entries.find((e) => hasArticle(e.draft, articleId) || hasArticle(e.published, articleId));
  }

  async function present(entries: Entry[]) {
    const dates = await repo.publicDates(entries.map((e) => Number(e.key)));
    const image = await images.load(entries.map((e) => (e.draft.cover as string | null) ?? null));
    return entries.map((entry) => {
      const d = entry.draft;
      const date = dates.get(Number(entry.key)) ?? (d.publishedAt ? new Date(String(d.publishedAt)) : entry.createdAt);
      return presentAdminNews(entry, date, image);
    });
  }
  const one = async (id: number) => (await present([await entryOf(id)]))[0]!;

  return {
    one,
    /** The item's version, its ETag (docs/spec/decisions.md §15): these calls check it when sent. */
    version: async (id: number) => (await entryOf(id)).version,

    async page(page: number) {
      const all = await present((await content.list(TYPE)).map((v) => v.entry));
      all.sort((a, b) => b.publishedAt.localeCompare(a.publishedAt) || b.id - a.id);
      return {
        page,
        pageSize: PAGE_SIZE,
        total: all.length,
        items: all.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map(presentAdminListItem),
      };
    },

    async article(id: number) {
      const entry = await entryWithArticle(id);
      const articles = entry ? articlesOf(entry.draft) : [];
      const index = articles.findIndex((a) => a.id === id);
      if (!entry || index < 0) throw appError('NOT_FOUND');
      return presentAdminArticle(entry, articles[index]!, index);
    },

    async create(actor: Actor, input: Input) {
      await checked(input);
      const key = await content.create(actor, TYPE, dataOf(input, null));
      if (input.isPublic) await content.publish(actor, TYPE, key, '');
      return Number(key);
    },

    /** `expected`: the version in If-Match, checked when sent (undefined: not sent). */
    async update(actor: Actor, id: number, input: Input, expected?: number | null) {
      await checked(input);
      const entry = await entryOf(id);
      if (hasPendingChange(entry)) throw appError('PENDING_CHANGES');
      const own = new Set(articlesOf(entry.draft).map((a) => a.id));
      if (input.articles.some((a) => a.id !== undefined && !own.has(a.id))) throw appError('NOT_FOUND');
      await content.save(actor, TYPE, entry.key, dataOf(input, entry.draft), [], expected);
      if (input.isPublic) await content.publish(actor, TYPE, entry.key, '');
      else if (entry.published) await content.unpublish(actor, TYPE, entry.key);
    },

    async setPublic(
      actor: Actor,
      t: { newsId: number; articleId?: number; isPublic: boolean },
      expected?: number | null,
    ) {
      const { key } = await entryOf(t.newsId);
      // The revision's memo names the call, so its history says where the change came from.
      const change = { action: 'news.public', memo: `POST /api/admin/news/isPublic ${JSON.stringify(t)}`, details: t };
      const id = t.articleId;
      if (id === undefined) return content.amendLive(actor, TYPE, key, itemChange(t.isPublic), change, expected);
      const shown = (articles: ArticleData[]) => articles.map((a) => (a.id === id ? { ...a, hidden: !t.isPublic } : a));
      await content.amendLive(actor, TYPE, key, articleChange(id, shown, t.isPublic), change, expected);
    },

    async remove(actor: Actor, id: number, expected?: number | null) {
      await content.remove(actor, TYPE, String(id), expected);
    },

    /** `expected`: the version of the news item the article belongs to. */
    async removeArticle(actor: Actor, id: number, expected?: number | null) {
      const entry = await entryWithArticle(id);
      if (!entry) throw appError('NOT_FOUND');
      const without = (articles: ArticleData[]) => articles.filter((a) => a.id !== id);
      const change = {
        action: 'news.deleteArticle',
        memo: `DELETE /api/admin/news/article/${id}`,
        details: { articleId: id },
      };
      await content.amendLive(actor, TYPE, entry.key, articleChange(id, without, false), change, expected);
    },
  };
}
export type NewsAdmin = ReturnType<typeof createNewsAdmin>;
