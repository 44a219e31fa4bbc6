-- Site search (spec §14, docs/decisions/011): one row per published item and visitor language;
-- full-text (tsvector) for stemmed words, trigrams for parts of Korean/Japanese words and typos.
CREATE TABLE "search_documents" (
	"type" varchar(40) NOT NULL,
	"item_id" varchar(80) NOT NULL,
	"lang" varchar(2) NOT NULL,
	"served_lang" varchar(2) NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"path" text NOT NULL,
	"tsv" "tsvector" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_documents_type_item_id_lang_pk" PRIMARY KEY("type","item_id","lang")
);
--> statement-breakpoint
CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_documents_title_trgm_idx" ON "search_documents" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "search_documents_body_trgm_idx" ON "search_documents" USING gin ("body" gin_trgm_ops);