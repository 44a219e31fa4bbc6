-- The spaces map and the Sunghwa course's head become singleton content types (issue 15): their
-- settings take the declared field names (imageId → image, coverId → cover).
UPDATE "site_settings" SET "value" = ("value" - 'imageId') || jsonb_build_object('image', "value" -> 'imageId')
WHERE "key" = 'spaces.map' AND "value" ? 'imageId';
--> statement-breakpoint
UPDATE "site_settings" SET "value" = ("value" - 'coverId') || jsonb_build_object('cover', "value" -> 'coverId')
WHERE "key" = 'edu.sunghwa' AND "value" ? 'coverId';
