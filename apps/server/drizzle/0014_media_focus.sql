ALTER TABLE "media" ADD COLUMN "focus_x" smallint DEFAULT 50 NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "focus_y" smallint DEFAULT 50 NOT NULL;