CREATE TABLE "content_orders" (
	"type" varchar(40) PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_presence" (
	"type" varchar(40) NOT NULL,
	"key" varchar(80) NOT NULL,
	"user_id" integer NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_presence_type_key_user_id_pk" PRIMARY KEY("type","key","user_id")
);
--> statement-breakpoint
CREATE TABLE "content_release_items" (
	"release_id" integer NOT NULL,
	"type" varchar(40) NOT NULL,
	"key" varchar(80) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_release_items_release_id_type_key_pk" PRIMARY KEY("release_id","type","key")
);
--> statement-breakpoint
CREATE TABLE "content_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"status" varchar(12) DEFAULT 'open' NOT NULL,
	"at" timestamp with time zone,
	"failure" jsonb,
	"author_id" integer,
	"author_email" varchar(254),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_entries" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "content_entries" ADD COLUMN "schedule_failure" jsonb;--> statement-breakpoint
ALTER TABLE "content_revisions" ADD COLUMN "kind" varchar(12) DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "content_presence" ADD CONSTRAINT "content_presence_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_release_items" ADD CONSTRAINT "content_release_items_release_id_content_releases_id_fk" FOREIGN KEY ("release_id") REFERENCES "public"."content_releases"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_releases" ADD CONSTRAINT "content_releases_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_presence_seen_idx" ON "content_presence" USING btree ("seen_at");--> statement-breakpoint
CREATE INDEX "content_release_items_item_idx" ON "content_release_items" USING btree ("type","key");--> statement-breakpoint
CREATE INDEX "content_releases_due_idx" ON "content_releases" USING btree ("status","at");