-- The orders screen's totals of the filtered set (issue 18): count and sums per venue, accounting day,
-- status, source and service type, kept by a row trigger on orders in the same transaction as every
-- write (API, refunds, status changes, direct SQL), with the backfill of the orders already there.
-- And orders.staff_id: the staff member who sold, whose terminal permissions gate discounts.
CREATE TABLE "order_day_rollups" (
	"company_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	"accounting_date" text NOT NULL,
	"status" text NOT NULL,
	"source" text NOT NULL,
	"service_type" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"total" bigint DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "order_day_rollups_pk" PRIMARY KEY("venue_id","accounting_date","status","source","service_type")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "staff_id" uuid;--> statement-breakpoint
ALTER TABLE "order_day_rollups" ADD CONSTRAINT "order_day_rollups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_day_rollups" ADD CONSTRAINT "order_day_rollups_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_day_rollups_company_day_idx" ON "order_day_rollups" USING btree ("company_id","accounting_date");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- Adds one delta to a rollup row (an order arriving in it, or its sums changing).
CREATE FUNCTION order_rollup_add(c uuid, v uuid, d text, st text, src text, svc text, n integer, amount bigint, back bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO order_day_rollups AS r (company_id, venue_id, accounting_date, status, source, service_type, orders, total, refunded)
	VALUES (c, v, d, st, src, svc, n, amount, back)
	ON CONFLICT (venue_id, accounting_date, status, source, service_type) DO UPDATE SET
		orders = r.orders + excluded.orders, total = r.total + excluded.total, refunded = r.refunded + excluded.refunded;
END $$;
--> statement-breakpoint
-- Takes one order out of its rollup row. An UPDATE, never an insert: when the venue or company is
-- being deleted, the cascade has already removed the row and there is nothing left to correct.
CREATE FUNCTION order_rollup_remove(o orders) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	UPDATE order_day_rollups SET orders = orders - 1, total = total - o.total, refunded = refunded - o.refunded
	WHERE venue_id = o.venue_id AND accounting_date = o.accounting_date AND status = o.status
		AND source = o.source AND service_type = o.service_type;
END $$;
--> statement-breakpoint
CREATE FUNCTION order_rollup_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		PERFORM order_rollup_add(NEW.company_id, NEW.venue_id, NEW.accounting_date, NEW.status, NEW.source,
			NEW.service_type, 1, NEW.total, NEW.refunded);
	ELSIF TG_OP = 'DELETE' THEN
		PERFORM order_rollup_remove(OLD);
	ELSIF OLD.venue_id = NEW.venue_id AND OLD.company_id = NEW.company_id AND OLD.accounting_date = NEW.accounting_date
		AND OLD.status = NEW.status AND OLD.source = NEW.source AND OLD.service_type = NEW.service_type THEN
		IF OLD.total <> NEW.total OR OLD.refunded <> NEW.refunded THEN
			PERFORM order_rollup_add(NEW.company_id, NEW.venue_id, NEW.accounting_date, NEW.status, NEW.source,
				NEW.service_type, 0, NEW.total::bigint - OLD.total, NEW.refunded::bigint - OLD.refunded);
		END IF;
	ELSIF (OLD.venue_id::text, OLD.accounting_date, OLD.status, OLD.source, OLD.service_type)
		< (NEW.venue_id::text, NEW.accounting_date, NEW.status, NEW.source, NEW.service_type) THEN
		-- Rows are touched in key order, so two status changes never wait on each other in a circle.
		PERFORM order_rollup_remove(OLD);
		PERFORM order_rollup_add(NEW.company_id, NEW.venue_id, NEW.accounting_date, NEW.status, NEW.source,
			NEW.service_type, 1, NEW.total, NEW.refunded);
	ELSE
		PERFORM order_rollup_add(NEW.company_id, NEW.venue_id, NEW.accounting_date, NEW.status, NEW.source,
			NEW.service_type, 1, NEW.total, NEW.refunded);
		PERFORM order_rollup_remove(OLD);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_day_rollup AFTER INSERT OR UPDATE OR DELETE ON orders
	FOR EACH ROW EXECUTE FUNCTION order_rollup_changed();
--> statement-breakpoint
-- TRUNCATE fires no row trigger: empty the rollups with the orders.
CREATE FUNCTION order_rollup_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM order_day_rollups;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER order_day_rollup_truncate AFTER TRUNCATE ON orders
	FOR EACH STATEMENT EXECUTE FUNCTION order_rollup_truncated();
--> statement-breakpoint
-- The backfill: every order already written.
INSERT INTO order_day_rollups (company_id, venue_id, accounting_date, status, source, service_type, orders, total, refunded)
SELECT company_id, venue_id, accounting_date, status, source, service_type, count(*), sum(total), sum(refunded)
FROM orders GROUP BY company_id, venue_id, accounting_date, status, source, service_type;
