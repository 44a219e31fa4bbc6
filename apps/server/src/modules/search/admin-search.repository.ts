import { sql } from 'drizzle-orm';
import { CONTENT_TYPES } from '@atrium/shared/content/registry';
import type { Db } from '#server/db/client';
import { likePattern } from '#server/lib/like-pattern';

/** How close a misspelt word must be to a title's word (as the site search's). */
const FUZZY_THRESHOLD = 0.3;
/** Shorter queries are matched as parts of titles only: a typo in two letters is no signal. */
const MIN_FUZZY = 3;

export interface AdminSearchRow {
  type: string;
  key: string;
  /** The draft's title field (localized texts, or a plain text). */
  title: unknown;
  published: boolean;
  everPublished: boolean;
  changed: boolean;
  publishAt: Date | null;
  unpublishAt: Date | null;
  /** The draft's slug (or a hotspot's space), for the item's public address. */
  slug: string | null;
  space: string | null;
  total: number;
}

/** Each type's title field, when it is text (the spaces map's is a picture: it has no name to find). */
const TITLE_FIELDS = CONTENT_TYPES.filter((t) => t.fields[t.titleField]?.kind !== 'media').map((t) => ({
  type: t.type,
  field: t.titleField,
}));

/**
 * The admin search's query over the editorial engine's entries: drafts, scheduled and unpublished
 * items too, which the site search's index never holds. A venue has a few thousand entries, so the
 * titles (every language, draft and live) are read whole rather than indexed; they are matched as
 * the site search matches (docs/decisions/011-site-search-in-postgresql.md): the query inside a title in any script, or a
 * title's word close to it (pg_trgm word similarity: a typo).
 */
export function createAdminSearchRepository() {
  return {
    async search(db: Db, q: string, limit: number): Promise<AdminSearchRow[]> {
      const pattern = likePattern(q);
      const fields = sql.join(
        TITLE_FIELDS.map((f) => sql`(${f.type}, ${f.field})`),
        sql`, `,
      );
      const similarity = [...q].length >= MIN_FUZZY ? sql`word_similarity(${q}, titles)` : sql`0::real`;
      const result = await db.execute(sql`
        with titled as (
          select e.type, e.key, e.draft -> f.field as title, e.published is not null as published,
                 e.ever_published as "everPublished", e.changed, e.publish_at as "publishAt",
                 e.unpublish_at as "unpublishAt", e.updated_at,
                 e.draft ->> 'slug' as slug, e.draft ->> 'space' as space,
                 coalesce((select string_agg(s #>> '{}', ' ')
                           from jsonb_path_query(jsonb_build_array(e.draft -> f.field, e.published -> f.field),
                                                 'lax $.** ? (@.type() == "string")') s), '') as titles
          from content_entries e
          join (values ${fields}) as f(type, field) on f.type = e.type
        ),
        scored as (
          select *, titles ilike ${pattern} as inside, ${similarity} as close from titled
        )
        select type, key, title, published, "everPublished", changed, "publishAt", "unpublishAt",
               slug, space, count(*) over () as total
        from scored
        where inside or close >= ${FUZZY_THRESHOLD}
        order by inside desc, close desc, updated_at desc, type, key
        limit ${limit}
      `);
      return (result as unknown as { rows: AdminSearchRow[] }).rows.map((r) => ({
        ...r,
        publishAt: r.publishAt ? new Date(r.publishAt) : null,
        unpublishAt: r.unpublishAt ? new Date(r.unpublishAt) : null,
        total: Number(r.total),
      }));
    },
  };
}
export type AdminSearchRepository = ReturnType<typeof createAdminSearchRepository>;
