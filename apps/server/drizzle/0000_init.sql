CREATE TABLE "app_meta" (
	"key" varchar(100) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"path" varchar(512) NOT NULL,
	"lang" varchar(2) NOT NULL,
	"referrer_host" varchar(255),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ui_string_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"memo" text NOT NULL,
	"author_id" integer,
	"changed_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ui_strings" (
	"namespace" varchar(40) NOT NULL,
	"key" varchar(200) NOT NULL,
	"lang" varchar(2) NOT NULL,
	"value" text NOT NULL,
	"source_value" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ui_strings_namespace_key_lang_pk" PRIMARY KEY("namespace","key","lang")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"name" varchar(100) NOT NULL,
	"phone_number" varchar(20),
	"phone_region" varchar(2),
	"member_type" varchar(20) DEFAULT 'GENERAL' NOT NULL,
	"church_affiliation" varchar(200),
	"blessing_group" varchar(50),
	"role" varchar(10) DEFAULT 'USER' NOT NULL,
	"language" varchar(2) DEFAULT 'ko' NOT NULL,
	"failed_login_count" integer DEFAULT 0 NOT NULL,
	"locked_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"password_notice_snoozed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('USER', 'MANAGER', 'ADMIN')),
	CONSTRAINT "users_member_type_check" CHECK ("users"."member_type" in ('PASTOR', 'PUBLIC_SERVANT', 'BLESSED_FAMILY', 'GENERAL'))
);
--> statement-breakpoint
ALTER TABLE "ui_string_versions" ADD CONSTRAINT "ui_string_versions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_views_created_at_idx" ON "page_views" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_unique" ON "users" USING btree ("phone_number");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_role_idx" ON "users" USING btree ("role");