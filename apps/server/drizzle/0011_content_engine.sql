CREATE TABLE "content_entries" (
	"type" varchar(40) NOT NULL,
	"key" varchar(80) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"draft" jsonb NOT NULL,
	"published" jsonb,
	"ever_published" boolean DEFAULT false NOT NULL,
	"changed" boolean DEFAULT true NOT NULL,
	"publish_at" timestamp with time zone,
	"publish_memo" text DEFAULT '' NOT NULL,
	"unpublish_at" timestamp with time zone,
	"scheduled_by_id" integer,
	"scheduled_by_email" varchar(254),
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by_email" varchar(254),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_entries_type_key_pk" PRIMARY KEY("type","key")
);
--> statement-breakpoint
CREATE TABLE "content_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(40) NOT NULL,
	"key" varchar(80) NOT NULL,
	"rev" integer NOT NULL,
	"data" jsonb NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"author_id" integer,
	"author_email" varchar(254),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_entries" ADD CONSTRAINT "content_entries_scheduled_by_id_users_id_fk" FOREIGN KEY ("scheduled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD CONSTRAINT "content_revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_entries_publish_at_idx" ON "content_entries" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "content_entries_unpublish_at_idx" ON "content_entries" USING btree ("unpublish_at");--> statement-breakpoint
CREATE UNIQUE INDEX "content_revisions_item_rev_idx" ON "content_revisions" USING btree ("type","key","rev");