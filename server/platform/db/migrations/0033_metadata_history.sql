-- Record metadata in the change history and versioned (issue 16 items 6 and 7): a version for
-- updateMetadata's expectedVersion, and a trigger that records every change of a metadata value in
-- change_log (0017) like items and menus, under record type 'metadata' and the id of the record
-- the metadata belongs to (so a product's History panel shows its removable ingredients too).
ALTER TABLE "record_metadata" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION ordna_record_metadata_change() RETURNS trigger AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  row_now jsonb := coalesce(new_row, old_row);
  actor jsonb := nullif(current_setting('ordna.actor', true), '')::jsonb;
  company uuid := (row_now ->> 'company_id')::uuid;
BEGIN
  IF TG_OP = 'UPDATE' AND (old_row -> 'value') IS NOT DISTINCT FROM (new_row -> 'value') THEN RETURN NULL; END IF;
  -- A company being deleted takes its metadata with it: nothing to record, nowhere to record it.
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM companies c WHERE c.id = company) THEN RETURN NULL; END IF;
  INSERT INTO change_log (company_id, actor_id, real_actor_id, record_type, record_id, op, fields, before, after, revert_of)
  VALUES (
    company,
    (actor ->> 'userId')::uuid,
    (actor ->> 'realUserId')::uuid,
    'metadata',
    (row_now ->> 'record_id')::uuid,
    lower(TG_OP),
    ARRAY['value'],
    old_row,
    new_row,
    (actor ->> 'revertOf')::uuid
  );
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER record_metadata_history AFTER INSERT OR UPDATE OR DELETE ON "record_metadata" FOR EACH ROW EXECUTE FUNCTION ordna_record_metadata_change();
--> statement-breakpoint
-- menuAt remembers the venues it was asked about per catalog version (server/menus/menuAtCache.ts),
-- so a repeated call reads no venue: a venue's time zone change or removal bumps the version too.
CREATE OR REPLACE FUNCTION venue_row_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    PERFORM bump_catalog_versions(ARRAY[OLD.company_id, NEW.company_id]);
  ELSIF EXISTS (SELECT 1 FROM companies c WHERE c.id = OLD.company_id) THEN
    -- (a company being deleted takes its venues with it: no version to bump)
    PERFORM bump_catalog_versions(ARRAY[OLD.company_id]);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER venues_catalog_update AFTER UPDATE OF timezone, deleted, company_id ON "venues"
  FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone OR OLD.deleted IS DISTINCT FROM NEW.deleted OR OLD.company_id IS DISTINCT FROM NEW.company_id)
  EXECUTE FUNCTION venue_row_changed();
--> statement-breakpoint
CREATE TRIGGER venues_catalog_delete AFTER DELETE ON "venues" FOR EACH ROW EXECUTE FUNCTION venue_row_changed();
