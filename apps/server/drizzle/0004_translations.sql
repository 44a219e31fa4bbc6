CREATE TABLE "ui_string_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"version_id" integer NOT NULL,
	"namespace" varchar(40) NOT NULL,
	"key" varchar(200) NOT NULL,
	"lang" varchar(2) NOT NULL,
	"old_value" text,
	"new_value" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ui_strings" ADD COLUMN "draft" text;--> statement-breakpoint
ALTER TABLE "ui_string_changes" ADD CONSTRAINT "ui_string_changes_version_id_ui_string_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."ui_string_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ui_string_changes_version_idx" ON "ui_string_changes" USING btree ("version_id");