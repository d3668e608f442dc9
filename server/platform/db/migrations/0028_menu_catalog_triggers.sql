-- Menus are part of what a terminal reads (menuAt, POS button prices, order pricing), so every
-- write to menus, menu_entries and venue_menus bumps the company's catalog version, like items
-- and categories (0002, 0006): the compiled per-menu cache of server/menus/menuAtCache.ts keys its
-- answers by that version, on every instance, and catalogChanged tells terminals to read again.
-- menu_entries and venue_menus carry no company_id: they find it through their menu or venue
-- (an entry deleted with its menu finds none, and the menu's own delete bumps the version).
CREATE OR REPLACE FUNCTION menu_entry_rows_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM bump_catalog_versions(ARRAY(
      SELECT DISTINCT m.company_id FROM new_rows n JOIN menus m ON m.id = n.menu_id));
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM bump_catalog_versions(ARRAY(
      SELECT DISTINCT m.company_id FROM old_rows o JOIN menus m ON m.id = o.menu_id));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION venue_menu_rows_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM bump_catalog_versions(ARRAY(
      SELECT DISTINCT v.company_id FROM new_rows n JOIN venues v ON v.id = n.venue_id));
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM bump_catalog_versions(ARRAY(
      SELECT DISTINCT v.company_id FROM old_rows o JOIN venues v ON v.id = o.venue_id));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER menus_catalog_insert AFTER INSERT ON menus REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER menus_catalog_update AFTER UPDATE ON menus REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER menus_catalog_delete AFTER DELETE ON menus REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER menu_entries_catalog_insert AFTER INSERT ON menu_entries REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION menu_entry_rows_changed();
--> statement-breakpoint
CREATE TRIGGER menu_entries_catalog_update AFTER UPDATE ON menu_entries REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION menu_entry_rows_changed();
--> statement-breakpoint
CREATE TRIGGER menu_entries_catalog_delete AFTER DELETE ON menu_entries REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION menu_entry_rows_changed();
--> statement-breakpoint
CREATE TRIGGER venue_menus_catalog_insert AFTER INSERT ON venue_menus REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION venue_menu_rows_changed();
--> statement-breakpoint
CREATE TRIGGER venue_menus_catalog_update AFTER UPDATE ON venue_menus REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION venue_menu_rows_changed();
--> statement-breakpoint
CREATE TRIGGER venue_menus_catalog_delete AFTER DELETE ON venue_menus REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION venue_menu_rows_changed();
