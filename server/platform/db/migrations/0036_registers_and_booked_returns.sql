ALTER TABLE "order_refunds" ADD COLUMN "accounting_date" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "register_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_register_id_devices_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."devices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_venue_register_day_idx" ON "orders" USING btree ("venue_id","register_id","accounting_date");--> statement-breakpoint
-- The natural accounting day of an instant at a venue (its time zone and cut-off, default 05:30):
-- the same rule as accountingDateWithCutoff in src/domain/accountingDay.ts.
CREATE FUNCTION finance_accounting_date(at timestamptz, venue uuid) RETURNS text LANGUAGE sql STABLE AS $$
	SELECT to_char((at AT TIME ZONE coalesce(nullif(v.timezone, ''), 'Europe/Stockholm'))
		- (CASE WHEN v.accounting_cutoff ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' THEN v.accounting_cutoff ELSE '05:30' END || ':00')::interval,
		'YYYY-MM-DD')
	FROM venues v WHERE v.id = venue
$$;
--> statement-breakpoint
-- A return written without its booked day (an older writer, a test, direct SQL) is booked on the
-- day it was made; the service books it into the open day of its order's book itself.
CREATE FUNCTION order_refunds_booked_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.accounting_date IS NULL OR NEW.accounting_date = '' THEN
		NEW.accounting_date := finance_accounting_date(NEW.created_at,
			(SELECT o.venue_id FROM orders o WHERE o.id = NEW.order_id));
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_refunds_booked_day BEFORE INSERT ON order_refunds
	FOR EACH ROW EXECUTE FUNCTION order_refunds_booked_day();
--> statement-breakpoint
UPDATE order_refunds r SET accounting_date = finance_accounting_date(r.created_at, o.venue_id)
	FROM orders o WHERE o.id = r.order_id;
