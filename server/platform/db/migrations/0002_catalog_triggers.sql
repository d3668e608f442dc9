-- Every write to the catalogue bumps the company's catalog version, whoever makes it (API, seed,
-- import, psql), so cached catalogue answers on any server instance know when they are stale.
CREATE OR REPLACE FUNCTION bump_catalog_versions(ids uuid[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO catalog_versions (company_id, version)
  SELECT DISTINCT id, 1 FROM unnest(ids) AS id WHERE id IS NOT NULL
  ON CONFLICT (company_id) DO UPDATE SET version = catalog_versions.version + 1;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_rows_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM bump_catalog_versions(ARRAY(SELECT DISTINCT company_id FROM new_rows));
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM bump_catalog_versions(ARRAY(SELECT DISTINCT company_id FROM old_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION item_category_rows_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM bump_catalog_versions(ARRAY(
      SELECT DISTINCT i.company_id FROM new_rows n JOIN items i ON i.id = n.item_id));
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM bump_catalog_versions(ARRAY(
      SELECT DISTINCT i.company_id FROM old_rows o JOIN items i ON i.id = o.item_id));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER items_catalog_insert AFTER INSERT ON items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER items_catalog_update AFTER UPDATE ON items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER items_catalog_delete AFTER DELETE ON items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER categories_catalog_insert AFTER INSERT ON categories REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER categories_catalog_update AFTER UPDATE ON categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER categories_catalog_delete AFTER DELETE ON categories REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER item_categories_catalog_insert AFTER INSERT ON item_categories REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION item_category_rows_changed();
--> statement-breakpoint
CREATE TRIGGER item_categories_catalog_update AFTER UPDATE ON item_categories REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION item_category_rows_changed();
--> statement-breakpoint
CREATE TRIGGER item_categories_catalog_delete AFTER DELETE ON item_categories REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION item_category_rows_changed();
