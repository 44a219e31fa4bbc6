import { and, eq, like, or, sql, type SQL } from 'drizzle-orm';
import { programs } from '../programs/programs.table';
import type { SearchType } from '@atrium/shared/api/search';
import { isLanguage, languageChain, type Language } from '@atrium/shared/languages';
import type { Db } from '#server/db/client';
import type { ProgramSource, SearchDocument } from './search.documents';
import { documentGrams, queryGrams, TITLE_MARK } from './search.grams';
import { searchDocuments } from './search.table';
import { likePattern } from '#server/lib/like-pattern';

/** Stemming per language; Korean and Japanese have no stemmer here: their parts are found by grams and trigrams. */
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

/** A text[] literal (one parameter on node-postgres and PGlite alike). */
const textArray = (xs: string[]) => `{${xs.map((x) => `"${x.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;

/**
 * Hits ranked per query, at most, from each of two sets: those with the query in the title, and
 * any others. A word found in nearly every item then costs what a word in a few hundred does.
 */
export const MAX_CANDIDATES = 300;
/** A pattern this short has no trigram: `ILIKE` on it could not use an index and would read every row. */
const MIN_TRIGRAM = 3;

/**
 * "The text holds the query", for a column: `strpos` when the query has no letter with a case
 * (Korean, Japanese, digits: the same answer, without lower-casing every text), else `ILIKE`.
 */
function containsOf(q: string) {
  const pattern = likePattern(q);
  const uncased = q.toLowerCase() === q.toUpperCase();
  return (column: SQL) => (uncased ? sql`strpos(${column}, ${q}) > 0` : sql`${column} ilike ${pattern}`);
}

/**
 * Conditions finding the query inside the title, and inside title or body, each served by an
 * index: Korean, Japanese or Chinese text by its grams (search.grams.ts; any length), other text
 * by trigrams when it has one (3 characters or more). A shorter Latin query matches whole words
 * (full text) and close title words only.
 */
function substringMatch(q: string, contains: (column: SQL) => SQL) {
  const grams = queryGrams(q);
  const title = contains(sql`d.title`);
  const text = sql`(${title} or ${contains(sql`d.body`)})`;
  if (grams.length > 0) {
    const titleGrams = grams.map((g) => TITLE_MARK + g);
    return {
      inTitle: sql`(d.grams @> ${textArray(titleGrams)}::text[] and ${title})`,
      inText: sql`(d.grams @> ${textArray(grams)}::text[] and ${text})`,
    };
  }
  if ([...q].length >= MIN_TRIGRAM) return { inTitle: title, inText: text };
  return { inTitle: sql`false`, inText: sql`false` };
}
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
            grams: documentGrams(d.title, d.body),
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
     * that are only close (a typo). The work is bounded: only the candidates are ranked, every
     * hit in a title up to `MAX_CANDIDATES` and as many others; `total` counts the candidates, so
     * it is exact below that and a lower bound above (docs/decisions/011-site-search-in-postgresql.md).
     */
    async search(
      db: Db,
      query: { q: string; lang: Language; type?: SearchType; limit: number; offset: number },
    ): Promise<SearchRow[]> {
      const { q, lang, type, limit, offset } = query;
      const configs = [...new Set([...languageChain(lang).map((l) => CONFIGS[l]), 'simple'])];
      // Written out (no CTE) where used, so the planner estimates with the query's real words.
      const tsquery = sql`(${sql.join(
        configs.map((c) => sql`websearch_to_tsquery(${c}::regconfig, ${q})`),
        sql` || `,
      )})`;
      const contains = containsOf(q);
      const { inTitle, inText } = substringMatch(q, contains);
      // The language's own partition (migration 0021): its indexes hold that language's rows only.
      if (!isLanguage(lang)) throw new Error(`search: no language ${String(lang)}`);
      const rows = sql.identifier(`search_documents_${lang}`);
      const scope = type ? sql`d.type = ${type}` : sql`true`;
      const columns = sql`d.type, d.item_id, d.served_lang, d.title, d.body, d.path, d.tsv, d.updated_at`;
      return db.transaction(async (t) => {
        const tx = t as unknown as Db;
        // Local to this transaction: the threshold of the `<%` operator (indexed); and no scans:
        // every condition below is served by an index, but seeing LIMIT the planner may bet that a
        // scan finds the hits early, and read a whole language when there are few or none.
        await tx.execute(
          sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_THRESHOLD)}, true),
                     set_config('enable_seqscan', 'off', true)`,
        );
        // The hits in titles are looked for apart only when the others fill their set: below
        // that, they are among them already.
        const result = await tx.execute(sql`
          with anywhere as (
            select ${columns} from ${rows} d
            where ${scope} and (d.tsv @@ ${tsquery} or ${inText} or ${q} <% d.title) limit ${MAX_CANDIDATES}
          ),
          hits as (
            select * from anywhere
            union all
            (select ${columns} from ${rows} d
             where ${scope} and (${inTitle} or ${q} <% d.title)
               and (select count(*) from anywhere) >= ${MAX_CANDIDATES}
             limit ${MAX_CANDIDATES})
          ),
          candidates as (select distinct on (type, item_id) * from hits)
          select d.type, d.item_id as "itemId", d.served_lang as "servedLang", d.title, d.body, d.path,
                 count(*) over () as total
          from candidates d
          order by (case when ${contains(sql`d.title`)} then 8 else 0 end)
                 + (case when d.tsv @@ ${tsquery} then 4 + ts_rank(d.tsv, ${tsquery}) else 0 end)
                 + (case when ${contains(sql`d.body`)} then 2 else 0 end)
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
