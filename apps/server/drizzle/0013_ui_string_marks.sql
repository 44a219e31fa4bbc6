-- Translation status for the UI strings (issue 15): each row keeps the fingerprint of the Korean
-- it belongs to. Existing rows are marked at the next start, from the current Korean (the server
-- computes the fingerprint, the same function as the editorial engine's).
ALTER TABLE "ui_strings" ADD COLUMN "source_hash" varchar(16);
