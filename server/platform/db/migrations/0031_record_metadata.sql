CREATE TABLE "record_metadata" (
	"company_id" uuid NOT NULL,
	"record_type" text NOT NULL,
	"record_id" uuid NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "record_metadata_company_id_record_type_record_id_key_pk" PRIMARY KEY("company_id","record_type","record_id","key")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "removed_ingredients" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "record_metadata" ADD CONSTRAINT "record_metadata_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Item metadata is part of what a terminal reads (Item.removableIngredients): a write bumps the
-- company's catalog version like items (0002), so catalogChanged tells terminals to read again.
-- Every record type bumps it (company and venue notes too): one trigger, a rare write.
CREATE TRIGGER record_metadata_catalog_insert AFTER INSERT ON record_metadata REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER record_metadata_catalog_update AFTER UPDATE ON record_metadata REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
--> statement-breakpoint
CREATE TRIGGER record_metadata_catalog_delete AFTER DELETE ON record_metadata REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_rows_changed();
