-- Webtoon lettering becomes text (issue 16): a panel is its art plus balloons whose texts are per
-- language, instead of one set of lettered images per language. An episode's panels become the
-- images of its source language's set (else the Korean one, else any), without balloons: staff
-- letter them again as text. Drafts, published copies and revisions follow.
ALTER TABLE "webtoon_episodes" ALTER COLUMN "panels" SET DEFAULT '[]'::jsonb;
--> statement-breakpoint
CREATE FUNCTION "atrium_tmp_panels"(p jsonb, source text) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN p IS NULL OR jsonb_typeof(p) <> 'object' THEN p ELSE coalesce((
    SELECT jsonb_agg(jsonb_build_object('image', i.id, 'balloons', '[]'::jsonb) ORDER BY i.n)
    FROM jsonb_array_elements_text(coalesce(
      CASE WHEN jsonb_array_length(coalesce(p -> source, '[]'::jsonb)) > 0 THEN p -> source END,
      CASE WHEN jsonb_array_length(coalesce(p -> 'ko', '[]'::jsonb)) > 0 THEN p -> 'ko' END,
      (SELECT s.value FROM jsonb_each(p) AS s WHERE jsonb_typeof(s.value) = 'array' AND jsonb_array_length(s.value) > 0
        ORDER BY s.key LIMIT 1),
      '[]'::jsonb)) WITH ORDINALITY AS i(id, n)), '[]'::jsonb) END
$$;
--> statement-breakpoint
CREATE FUNCTION "atrium_tmp_data"(d jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN d IS NULL OR jsonb_typeof(d) <> 'object' OR NOT d ? 'panels' THEN d
    ELSE d || jsonb_build_object('panels', "atrium_tmp_panels"(d -> 'panels', coalesce(d ->> 'sourceLang', 'ko'))) END
$$;
--> statement-breakpoint
UPDATE "webtoon_episodes" SET "panels" = "atrium_tmp_panels"("panels", "source_lang") WHERE jsonb_typeof("panels") = 'object';
--> statement-breakpoint
UPDATE "content_entries" SET "draft" = "atrium_tmp_data"("draft"), "published" = "atrium_tmp_data"("published")
WHERE "type" = 'webtoons';
--> statement-breakpoint
UPDATE "content_revisions" SET "data" = "atrium_tmp_data"("data") WHERE "type" = 'webtoons';
--> statement-breakpoint
DROP FUNCTION "atrium_tmp_data"(jsonb);
--> statement-breakpoint
DROP FUNCTION "atrium_tmp_panels"(jsonb, text);
