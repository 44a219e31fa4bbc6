CREATE TABLE "artworks" (
	"id" serial PRIMARY KEY NOT NULL,
	"exhibition_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"keyword" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"content" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"symbol" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"made_in" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"scale_and_weight" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"material" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video" jsonb,
	"is_public" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "epic_episodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"sequence" integer NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"period" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cover_id" uuid,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gallery_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video" jsonb,
	"quiz" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "epic_episodes_sequence_unique" UNIQUE("sequence")
);
--> statement-breakpoint
CREATE TABLE "exhibitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"place" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"hours" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"cover_id" uuid,
	"gallery_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"location_guide" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"exhibition_guide" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exhibitions_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "quiz_scores" (
	"user_id" integer NOT NULL,
	"episode_id" integer NOT NULL,
	"best_score" integer NOT NULL,
	"last_score" integer NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quiz_scores_user_id_episode_id_pk" PRIMARY KEY("user_id","episode_id")
);
--> statement-breakpoint
CREATE TABLE "sunghwa_chapters" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"video" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sunghwa_chapters_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "webtoon_episodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"sequence" integer NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"thumbnail_id" uuid,
	"source_lang" varchar(2) DEFAULT 'ko' NOT NULL,
	"panels" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webtoon_episodes_sequence_unique" UNIQUE("sequence")
);
--> statement-breakpoint
CREATE TABLE "webtoon_positions" (
	"user_id" integer NOT NULL,
	"episode_id" integer NOT NULL,
	"panel" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webtoon_positions_user_id_episode_id_pk" PRIMARY KEY("user_id","episode_id")
);
--> statement-breakpoint
ALTER TABLE "artworks" ADD CONSTRAINT "artworks_exhibition_id_exhibitions_id_fk" FOREIGN KEY ("exhibition_id") REFERENCES "public"."exhibitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "epic_episodes" ADD CONSTRAINT "epic_episodes_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exhibitions" ADD CONSTRAINT "exhibitions_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_scores" ADD CONSTRAINT "quiz_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_scores" ADD CONSTRAINT "quiz_scores_episode_id_epic_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."epic_episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webtoon_episodes" ADD CONSTRAINT "webtoon_episodes_thumbnail_id_media_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webtoon_positions" ADD CONSTRAINT "webtoon_positions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webtoon_positions" ADD CONSTRAINT "webtoon_positions_episode_id_webtoon_episodes_id_fk" FOREIGN KEY ("episode_id") REFERENCES "public"."webtoon_episodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artworks_exhibition_idx" ON "artworks" USING btree ("exhibition_id","position","id");--> statement-breakpoint
CREATE INDEX "webtoon_positions_recent_idx" ON "webtoon_positions" USING btree ("user_id","updated_at");