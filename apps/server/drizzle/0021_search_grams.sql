-- Site search, bounded (docs/decisions/011). The index is derived from published content: it is
-- made again empty and rebuilt at the next start. Two changes:
-- 1. One partition per visitor language. A query reads one language's rows; with the table split
--    by language, every index (full text, trigrams, grams) holds that language's rows only, so
--    no query reads another language's rows or filters them out afterwards.
-- 2. `grams`: Korean, Japanese and Chinese characters and bigrams of title and body (computed in
--    search.grams.ts), so a part of a word one or two characters long (no trigram in it) is found
--    from an index, on PGlite as on PostgreSQL.
DROP TABLE "search_documents";--> statement-breakpoint
CREATE TABLE "search_documents" (
	"type" varchar(40) NOT NULL,
	"item_id" varchar(80) NOT NULL,
	"lang" varchar(2) NOT NULL,
	"served_lang" varchar(2) NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"path" text NOT NULL,
	"tsv" "tsvector" NOT NULL,
	"grams" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_documents_type_item_id_lang_pk" PRIMARY KEY("type","item_id","lang")
) PARTITION BY LIST ("lang");--> statement-breakpoint
CREATE TABLE "search_documents_ko" PARTITION OF "search_documents" FOR VALUES IN ('ko');--> statement-breakpoint
CREATE TABLE "search_documents_en" PARTITION OF "search_documents" FOR VALUES IN ('en');--> statement-breakpoint
CREATE TABLE "search_documents_ja" PARTITION OF "search_documents" FOR VALUES IN ('ja');--> statement-breakpoint
CREATE TABLE "search_documents_es" PARTITION OF "search_documents" FOR VALUES IN ('es');--> statement-breakpoint
CREATE TABLE "search_documents_fr" PARTITION OF "search_documents" FOR VALUES IN ('fr');--> statement-breakpoint
-- A language added later still indexes (slower) until it gets its own partition.
CREATE TABLE "search_documents_other" PARTITION OF "search_documents" DEFAULT;--> statement-breakpoint
CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_idx" ON "search_documents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_body_trgm_idx" ON "search_documents" USING gin ("body" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_grams_idx" ON "search_documents" USING gin ("grams");
