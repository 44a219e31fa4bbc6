-- Sections and exhibition descriptions become rich text (issue 15): a section's plain `text`
-- (paragraphs split by a blank line) becomes `body`, HTML of <p> and <br>, in the typed tables,
-- in the engine's drafts, published copies and revisions; translation marks follow the rename
-- and stay ok where they were ok (their Korean hash is recomputed for the new Korean HTML).
CREATE FUNCTION "atrium_tmp_html"(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT '<p>' || replace(regexp_replace(replace(replace(replace(btrim(t, E' \n\r\t'), '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), E'\\s*\\n\\s*\\n\\s*', '</p><p>', 'g'), E'\n', '<br>') || '</p>'
$$;
--> statement-breakpoint
CREATE FUNCTION "atrium_tmp_localized"(v jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN v IS NULL OR jsonb_typeof(v) <> 'object' THEN v ELSE (
    SELECT coalesce(jsonb_object_agg(key, "atrium_tmp_html"(value)), '{}'::jsonb)
    FROM jsonb_each_text(v) WHERE btrim(value) <> '') END
$$;
--> statement-breakpoint
CREATE FUNCTION "atrium_tmp_sections"(s jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN s IS NULL OR jsonb_typeof(s) <> 'array' THEN s ELSE (
    SELECT coalesce(jsonb_agg(CASE WHEN jsonb_typeof(e) = 'object' AND e ? 'text'
      THEN (e - 'text') || jsonb_build_object('body', "atrium_tmp_localized"(e -> 'text')) ELSE e END ORDER BY n), '[]'::jsonb)
    FROM jsonb_array_elements(s) WITH ORDINALITY AS x(e, n)) END
$$;
--> statement-breakpoint
CREATE FUNCTION "atrium_tmp_data"(d jsonb, exhibition boolean) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN d IS NULL OR jsonb_typeof(d) <> 'object' THEN d ELSE
    d || jsonb_build_object(
      'sections', "atrium_tmp_sections"(coalesce(d -> 'sections', '[]'::jsonb)),
      'locationGuide', "atrium_tmp_sections"(coalesce(d -> 'locationGuide', '[]'::jsonb)),
      'exhibitionGuide', "atrium_tmp_sections"(coalesce(d -> 'exhibitionGuide', '[]'::jsonb)),
      'description', CASE WHEN exhibition THEN "atrium_tmp_localized"(coalesce(d -> 'description', '{}'::jsonb)) ELSE d -> 'description' END
    ) - (CASE WHEN d ? 'sections' THEN '' ELSE 'sections' END)
      - (CASE WHEN d ? 'locationGuide' THEN '' ELSE 'locationGuide' END)
      - (CASE WHEN d ? 'exhibitionGuide' THEN '' ELSE 'exhibitionGuide' END)
      - (CASE WHEN d ? 'description' THEN '' ELSE 'description' END)
  END
$$;
--> statement-breakpoint
CREATE FUNCTION "atrium_tmp_hash"(t text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT substr(translate(encode(sha256(convert_to(t, 'UTF8')), 'base64'), '+/', '-_'), 1, 16)
$$;
--> statement-breakpoint
-- A mark of a converted text: ok before (it matched the old Korean) stays ok for the new Korean.
CREATE FUNCTION "atrium_tmp_marks"(d jsonb, marks jsonb, exhibition boolean) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(jsonb_object_agg(
    CASE WHEN m.path ~ '^(sections|locationGuide|exhibitionGuide)\.\d+\.text$' THEN regexp_replace(m.path, '\.text$', '.body') ELSE m.path END,
    CASE WHEN (m.path ~ '^(sections|locationGuide|exhibitionGuide)\.\d+\.text$' OR (exhibition AND m.path = 'description'))
           AND jsonb_typeof(m.langs) = 'object' AND (d #>> (string_to_array(m.path, '.') || '{ko}'::text[])) IS NOT NULL
      THEN (SELECT coalesce(jsonb_object_agg(l.key, CASE
              WHEN l.value = "atrium_tmp_hash"(d #>> (string_to_array(m.path, '.') || '{ko}'::text[]))
              THEN "atrium_tmp_hash"("atrium_tmp_html"(d #>> (string_to_array(m.path, '.') || '{ko}'::text[])))
              ELSE l.value END), '{}'::jsonb) FROM jsonb_each_text(m.langs) AS l)
      ELSE m.langs END), '{}'::jsonb)
  FROM jsonb_each(coalesce(marks, '{}'::jsonb)) AS m(path, langs)
$$;
--> statement-breakpoint
UPDATE "content_entries" SET
  "translations" = "atrium_tmp_marks"("draft", "translations", "type" = 'exhibitions'),
  "draft" = "atrium_tmp_data"("draft", "type" = 'exhibitions'),
  "published" = "atrium_tmp_data"("published", "type" = 'exhibitions')
WHERE "type" IN ('pages', 'spaces', 'exhibitions', 'epic-episodes', 'sunghwa');
--> statement-breakpoint
UPDATE "content_revisions" SET "data" = "atrium_tmp_data"("data", "type" = 'exhibitions')
WHERE "type" IN ('pages', 'spaces', 'exhibitions', 'epic-episodes', 'sunghwa');
--> statement-breakpoint
UPDATE "venue_pages" SET "sections" = "atrium_tmp_sections"("sections");
--> statement-breakpoint
UPDATE "spaces" SET "sections" = "atrium_tmp_sections"("sections");
--> statement-breakpoint
UPDATE "epic_episodes" SET "sections" = "atrium_tmp_sections"("sections");
--> statement-breakpoint
UPDATE "sunghwa_chapters" SET "sections" = "atrium_tmp_sections"("sections");
--> statement-breakpoint
UPDATE "exhibitions" SET
  "location_guide" = "atrium_tmp_sections"("location_guide"),
  "exhibition_guide" = "atrium_tmp_sections"("exhibition_guide"),
  "description" = "atrium_tmp_localized"("description");
--> statement-breakpoint
DROP FUNCTION "atrium_tmp_marks"(jsonb, jsonb, boolean);
--> statement-breakpoint
DROP FUNCTION "atrium_tmp_hash"(text);
--> statement-breakpoint
DROP FUNCTION "atrium_tmp_data"(jsonb, boolean);
--> statement-breakpoint
DROP FUNCTION "atrium_tmp_sections"(jsonb);
--> statement-breakpoint
DROP FUNCTION "atrium_tmp_localized"(jsonb);
--> statement-breakpoint
DROP FUNCTION "atrium_tmp_html"(text);
