-- The product-information tables show in catalogue answers (GetItems and the other catalogue
-- queries), so any write to them bumps the company's catalog version, exactly like items and
-- categories (0002_catalog_triggers.sql). Every one of them carries company_id, link tables too,
-- so the generic catalog_rows_changed() serves them all.
CREATE TRIGGER course_types_catalog_insert AFTER INSERT ON course_types REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER course_types_catalog_update AFTER UPDATE ON course_types REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER course_types_catalog_delete AFTER DELETE ON course_types REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER stations_catalog_insert AFTER INSERT ON stations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER stations_catalog_update AFTER UPDATE ON stations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER stations_catalog_delete AFTER DELETE ON stations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER variation_groups_catalog_insert AFTER INSERT ON variation_groups REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER variation_groups_catalog_update AFTER UPDATE ON variation_groups REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER variation_groups_catalog_delete AFTER DELETE ON variation_groups REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER variations_catalog_insert AFTER INSERT ON variations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER variations_catalog_update AFTER UPDATE ON variations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER variations_catalog_delete AFTER DELETE ON variations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER item_variation_groups_catalog_insert AFTER INSERT ON item_variation_groups REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER item_variation_groups_catalog_update AFTER UPDATE ON item_variation_groups REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER item_variation_groups_catalog_delete AFTER DELETE ON item_variation_groups REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER item_default_variations_catalog_insert AFTER INSERT ON item_default_variations REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER item_default_variations_catalog_update AFTER UPDATE ON item_default_variations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER item_default_variations_catalog_delete AFTER DELETE ON item_default_variations REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER upsells_catalog_insert AFTER INSERT ON upsells REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER upsells_catalog_update AFTER UPDATE ON upsells REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER upsells_catalog_delete AFTER DELETE ON upsells REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER upsell_items_catalog_insert AFTER INSERT ON upsell_items REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER upsell_items_catalog_update AFTER UPDATE ON upsell_items REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER upsell_items_catalog_delete AFTER DELETE ON upsell_items REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER item_upsells_catalog_insert AFTER INSERT ON item_upsells REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER item_upsells_catalog_update AFTER UPDATE ON item_upsells REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER item_upsells_catalog_delete AFTER DELETE ON item_upsells REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER predefined_messages_catalog_insert AFTER INSERT ON predefined_messages REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER predefined_messages_catalog_update AFTER UPDATE ON predefined_messages REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER predefined_messages_catalog_delete AFTER DELETE ON predefined_messages REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
