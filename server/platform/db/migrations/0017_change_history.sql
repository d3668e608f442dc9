-- Change history (issue 16, item 6): one table, filled by one trigger function on every tracked
-- table, so no write path (editor, import, bulk change, terminal) can skip it. The actor comes
-- from the transaction-local setting ordna.actor that server/history/actor.ts sets.
CREATE TABLE "change_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"real_actor_id" uuid,
	"record_type" text NOT NULL,
	"record_id" uuid NOT NULL,
	"op" text NOT NULL,
	"fields" text[] DEFAULT '{}'::text[] NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"revert_of" uuid
);
--> statement-breakpoint
ALTER TABLE "change_log" ADD CONSTRAINT "change_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "change_log_company_at_idx" ON "change_log" USING btree ("company_id","at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "change_log_record_idx" ON "change_log" USING btree ("company_id","record_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE OR REPLACE FUNCTION ordna_record_change() RETURNS trigger AS $$
DECLARE
  record_type text := TG_ARGV[0];
  tracked text[] := string_to_array(TG_ARGV[1], ',');
  old_row jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  row_now jsonb := coalesce(new_row, old_row);
  actor jsonb := nullif(current_setting('ordna.actor', true), '')::jsonb;
  company uuid;
  changed text[] := '{}';
  col text;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    FOREACH col IN ARRAY tracked LOOP
      IF old_row -> col IS DISTINCT FROM new_row -> col THEN changed := changed || col; END IF;
    END LOOP;
    IF cardinality(changed) = 0 THEN RETURN NULL; END IF;
  END IF;
  IF row_now ? 'company_id' THEN
    company := (row_now ->> 'company_id')::uuid;
  ELSE
    -- menu_entries: the company of the menu (gone when the menu itself is being deleted).
    SELECT m.company_id INTO company FROM menus m WHERE m.id = (row_now ->> 'menu_id')::uuid;
  END IF;
  IF company IS NULL THEN RETURN NULL; END IF;
  -- A company being deleted takes its catalogue with it: nothing to record, nowhere to record it.
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM companies c WHERE c.id = company) THEN RETURN NULL; END IF;
  INSERT INTO change_log (company_id, actor_id, real_actor_id, record_type, record_id, op, fields, before, after, revert_of)
  VALUES (
    company,
    (actor ->> 'userId')::uuid,
    (actor ->> 'realUserId')::uuid,
    record_type,
    (row_now ->> 'id')::uuid,
    lower(TG_OP),
    CASE WHEN TG_OP = 'UPDATE' THEN changed ELSE tracked END,
    old_row,
    new_row,
    (actor ->> 'revertOf')::uuid
  );
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER items_history AFTER INSERT OR UPDATE OR DELETE ON "items" FOR EACH ROW EXECUTE FUNCTION ordna_record_change('item', 'title,title_lang,default_price,vat_rate,take_away_vat_rate,norwegian_category,volume_suffix,manual_price,course_type_id,station_id,allergens,image_url,deleted');--> statement-breakpoint
CREATE TRIGGER menus_history AFTER INSERT OR UPDATE OR DELETE ON "menus" FOR EACH ROW EXECUTE FUNCTION ordna_record_change('menu', 'name,name_lang,currency');--> statement-breakpoint
CREATE TRIGGER menu_entries_history AFTER INSERT OR UPDATE OR DELETE ON "menu_entries" FOR EACH ROW EXECUTE FUNCTION ordna_record_change('menuEntry', 'price,schedule,time_prices');
