import { and, eq, like, or, sql } from 'drizzle-orm';
import { programs } from '../programs/programs.table';
import type { SearchType } from '@atrium/shared/api/search';
import { languageChain, type Language } from '@atrium/shared/languages';
import type { Db } from '../../db/client';
import type { ProgramSource, SearchDocument } from './search.documents';
import { searchDocuments } from './search.table';

/** Stemming per language; Korean and Japanese have no stemmer here: their parts are found by trigrams. */
const CONFIGS: Record<Language, string> = { ko: 'simple', en: 'english', ja: 'simple', es: 'spanish', fr: 'french' };
/** How close a misspelt word must be to a title's word (pg_trgm word similarity). */
const FUZZY_THRESHOLD = 0.3;

export interface SearchRow {
  type: SearchType;
  itemId: string;
  servedLang: Language;
  title: string;
  body: string;
  path: string;
  total: number;
}

const likePattern = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The search index's queries. */
export function createSearchRepository() {
  return {
    /** Replaces an item's rows (its articles' too, for a news item) with `docs`; no docs: the item is gone. */
    async replace(tx: Db, type: string, itemId: string, docs: SearchDocument[]): Promise<void> {
      await tx
        .delete(searchDocuments)
        .where(
          or(
            and(eq(searchDocuments.type, type), eq(searchDocuments.itemId, itemId)),
            type === 'news'
              ? and(eq(searchDocuments.type, 'articles'), like(searchDocuments.itemId, `${itemId}:%`))
              : undefined,
          ),
        );
      await this.insert(tx, docs);
    },

    /** Adds rows (a rebuild's or the benchmark's batches; `replace` for an item). */
    async insert(tx: Db, docs: SearchDocument[]): Promise<void> {
      if (docs.length === 0) return;
      await tx.insert(searchDocuments).values(
        docs.map((d) => {
          const config = CONFIGS[d.servedLang];
          return {
            ...d,
            tsv: sql`setweight(to_tsvector(${config}::regconfig, ${d.title}), 'A') || setweight(to_tsvector(${config}::regconfig, ${d.body}), 'B')`,
          };
        }) as never,
      );
    },

    /** Public programs (all, or the one with `id`). */
    async publicPrograms(db: Db, id?: number): Promise<ProgramSource[]> {
      return db
        .select({
          id: programs.id,
          categoryId: programs.categoryId,
          title: programs.title,
          summary: programs.summary,
          description: programs.description,
        })
        .from(programs)
        .where(and(eq(programs.isPublic, true), id === undefined ? undefined : eq(programs.id, id)));
    },

    async clear(tx: Db): Promise<void> {
      await tx.delete(searchDocuments);
    },

    async clearType(tx: Db, type: string): Promise<void> {
      await tx.delete(searchDocuments).where(eq(searchDocuments.type, type));
    },

    async isEmpty(db: Db): Promise<boolean> {
      const rows = await db.select({ type: searchDocuments.type }).from(searchDocuments).limit(1);
      return rows.length === 0;
    },

    /**
     * One page of hits in the visitor's language. Ranked: the query inside the title, then stemmed
     * words (title words weigh more than body words), then the query inside the body, then titles
     * that are only close (a typo).
     */
    async search(
      db: Db,
      query: { q: string; lang: Language; type?: SearchType; limit: number; offset: number },
    ): Promise<SearchRow[]> {
      const { q, lang, type, limit, offset } = query;
      const configs = [...new Set([...languageChain(lang).map((l) => CONFIGS[l]), 'simple'])];
      const tsquery = sql.join(
        configs.map((c) => sql`websearch_to_tsquery(${c}::regconfig, ${q})`),
        sql` || `,
      );
      const pattern = likePattern(q);
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        // The `<%` operator (indexed) uses this threshold; local to this transaction.
        await tx.execute(sql.raw(`set local pg_trgm.word_similarity_threshold = ${FUZZY_THRESHOLD}`));
        const result = await tx.execute(sql`
          with query as (select (${tsquery}) as tq)
          select d.type, d.item_id as "itemId", d.served_lang as "servedLang", d.title, d.body, d.path,
                 count(*) over () as total
          from search_documents d, query
          where d.lang = ${lang}
            ${type ? sql`and d.type = ${type}` : sql``}
            and (d.tsv @@ query.tq or d.title ilike ${pattern} or d.body ilike ${pattern} or ${q} <% d.title)
          order by (case when d.title ilike ${pattern} then 8 else 0 end)
                 + (case when d.tsv @@ query.tq then 4 + ts_rank(d.tsv, query.tq) else 0 end)
                 + (case when d.body ilike ${pattern} then 2 else 0 end)
                 + word_similarity(${q}, d.title) desc,
                 d.updated_at desc, d.type, d.item_id
          limit ${limit} offset ${offset}
        `);
        return rowsOf<SearchRow>(result).map((r) => ({ ...r, total: Number(r.total) }));
      });
    },
  };
}
export type SearchRepository = ReturnType<typeof createSearchRepository>;
