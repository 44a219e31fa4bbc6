-- Artwork records (issue 42): the tombstone's maker, credit line, object number and rights, and a
-- caption per picture apart from its alt text (docs/decisions/034-artwork-records.md). The list of
-- media ids becomes a list of {image, caption}, the captions empty: in the typed table, in the
-- engine's drafts, published copies and revisions.
ALTER TABLE "artworks" ADD COLUMN "maker" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "credit_line" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "object_number" varchar(40) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "rights" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "artworks" ADD COLUMN "images" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE FUNCTION "atrium_tmp_images"(ids jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN ids IS NULL OR jsonb_typeof(ids) <> 'array' THEN '[]'::jsonb ELSE coalesce((
    SELECT jsonb_agg(CASE WHEN jsonb_typeof(e) = 'string' THEN jsonb_build_object('image', e, 'caption', '{}'::jsonb) ELSE e END
      ORDER BY n)
    FROM jsonb_array_elements(ids) WITH ORDINALITY AS x(e, n)), '[]'::jsonb) END
$$;
--> statement-breakpoint
CREATE FUNCTION "atrium_tmp_data"(d jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN d IS NULL OR jsonb_typeof(d) <> 'object' OR NOT d ? 'images' THEN d
    ELSE d || jsonb_build_object('images', "atrium_tmp_images"(d -> 'images')) END
$$;
--> statement-breakpoint
UPDATE "artworks" SET "images" = "atrium_tmp_images"("image_ids");
--> statement-breakpoint
UPDATE "content_entries" SET "draft" = "atrium_tmp_data"("draft"), "published" = "atrium_tmp_data"("published")
WHERE "type" = 'artworks';
--> statement-breakpoint
UPDATE "content_revisions" SET "data" = "atrium_tmp_data"("data") WHERE "type" = 'artworks';
--> statement-breakpoint
ALTER TABLE "artworks" DROP COLUMN "image_ids";
--> statement-breakpoint
DROP FUNCTION "atrium_tmp_data"(jsonb);
--> statement-breakpoint
DROP FUNCTION "atrium_tmp_images"(jsonb);
