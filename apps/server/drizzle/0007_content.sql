CREATE TABLE "edu_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"image_id" uuid,
	"category" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" varchar(500) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"href" varchar(500) NOT NULL,
	"abbr" varchar(20) NOT NULL,
	"category" varchar(20) NOT NULL,
	"max_height" integer,
	"logo_id" uuid
);
--> statement-breakpoint
CREATE TABLE "hotspots" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"top" numeric(5, 2) NOT NULL,
	"left" numeric(5, 2) NOT NULL,
	"direction" varchar(6) DEFAULT 'top' NOT NULL,
	"slug" varchar(80) NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" varchar(500) DEFAULT '' NOT NULL,
	"popup_image_id" uuid
);
--> statement-breakpoint
CREATE TABLE "main_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"mobile_title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pc_image_id" uuid,
	"mobile_image_id" uuid,
	"link" varchar(500) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spaces" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" varchar(80) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"name" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"floor" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cover_id" uuid,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gallery_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	CONSTRAINT "spaces_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "sub_slides" (
	"id" serial PRIMARY KEY NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"image_id" uuid,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link" varchar(500) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_pages" (
	"slug" varchar(60) PRIMARY KEY NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"summary" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cover_id" uuid,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "edu_slides" ADD CONSTRAINT "edu_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_sites" ADD CONSTRAINT "family_sites_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hotspots" ADD CONSTRAINT "hotspots_popup_image_id_media_id_fk" FOREIGN KEY ("popup_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "main_slides" ADD CONSTRAINT "main_slides_pc_image_id_media_id_fk" FOREIGN KEY ("pc_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "main_slides" ADD CONSTRAINT "main_slides_mobile_image_id_media_id_fk" FOREIGN KEY ("mobile_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spaces" ADD CONSTRAINT "spaces_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sub_slides" ADD CONSTRAINT "sub_slides_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_pages" ADD CONSTRAINT "venue_pages_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;