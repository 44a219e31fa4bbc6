import { customType, index, pgTable, primaryKey, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The site search index: one row per published item (or news article) and request language, holding
 * the text a visitor in that language is served (with the fallbacks of docs/spec/decisions.md §8) as plain text.
 * `servedLang` is the language the title was served in. Rows are written in the publishing
 * transaction (search.service.ts), so the index never shows a draft or a withdrawn item.
 * Migration 0021 partitions it by `lang` (one partition per language: a query reads one language,
 * so each index holds only its rows); drizzle does not describe partitions.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    type: varchar('type', { length: 40 }).notNull(),
    itemId: varchar('item_id', { length: 80 }).notNull(),
    /** The visitor's language this row answers. */
    lang: varchar('lang', { length: 2 }).notNull(),
    servedLang: varchar('served_lang', { length: 2 }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The public page, relative to /{lang}. */
    path: text('path').notNull(),
    /** Title (weight A) and body (B), stemmed with the served language's configuration. */
    tsv: tsvector('tsv').notNull(),
    /** Korean, Japanese and Chinese characters and bigrams of title and body; the title's again, marked (search.grams.ts). */
    grams: text('grams')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.itemId, t.lang] }),
    index('search_documents_tsv_idx').using('gin', t.tsv),
    // Parts of Korean and Japanese words and misspelt words: trigram matching.
    index('search_documents_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('search_documents_body_trgm_idx').using('gin', sql`${t.body} gin_trgm_ops`),
    // Parts of one or two characters (no trigram in them): bigram matching (migration 0021).
    index('search_documents_grams_idx').using('gin', t.grams),
  ],
);
