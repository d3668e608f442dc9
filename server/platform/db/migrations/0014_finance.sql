-- Finance (issue 20, docs/finance.md): daily rollups per venue, hour, channel and service type, per
-- product and per VAT rate, kept by triggers in the same transaction as every order write (so no
-- write path can forget them); Z-reports that the database refuses to change or delete; the
-- generated reports; scheduled reports; and the jobs table of the in-process job runner.
CREATE TABLE "finance_hourly_rollups" (
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"venue_id" uuid NOT NULL REFERENCES "venues"("id") ON DELETE CASCADE,
	"accounting_date" text NOT NULL,
	"hour" smallint NOT NULL,
	"source" text NOT NULL,
	"service_type" text NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"vat" bigint DEFAULT 0 NOT NULL,
	"tips" bigint DEFAULT 0 NOT NULL,
	"tipped" integer DEFAULT 0 NOT NULL,
	"refunded" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "finance_hourly_rollups_pk" PRIMARY KEY("venue_id","accounting_date","hour","source","service_type")
);
--> statement-breakpoint
CREATE INDEX "finance_hourly_company_day_idx" ON "finance_hourly_rollups" USING btree ("company_id","accounting_date");
--> statement-breakpoint
CREATE TABLE "finance_item_rollups" (
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"venue_id" uuid NOT NULL REFERENCES "venues"("id") ON DELETE CASCADE,
	"accounting_date" text NOT NULL,
	"item_key" text NOT NULL,
	"item_id" uuid,
	"title" text NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	"vat" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "finance_item_rollups_pk" PRIMARY KEY("venue_id","accounting_date","item_key")
);
--> statement-breakpoint
CREATE INDEX "finance_item_company_day_idx" ON "finance_item_rollups" USING btree ("company_id","accounting_date");
--> statement-breakpoint
CREATE TABLE "finance_vat_rollups" (
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"venue_id" uuid NOT NULL REFERENCES "venues"("id") ON DELETE CASCADE,
	"accounting_date" text NOT NULL,
	"rate" integer NOT NULL,
	"net" bigint DEFAULT 0 NOT NULL,
	"vat" bigint DEFAULT 0 NOT NULL,
	"gross" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "finance_vat_rollups_pk" PRIMARY KEY("venue_id","accounting_date","rate")
);
--> statement-breakpoint
CREATE INDEX "finance_vat_company_day_idx" ON "finance_vat_rollups" USING btree ("company_id","accounting_date");
--> statement-breakpoint
-- An order counts as a sale once accepted (docs/finance.md); pending, scheduled, cancelled and
-- rejected orders do not. A refunded order still counts, with its refund beside it.
CREATE FUNCTION finance_counts(status text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
	SELECT status IN ('ACCEPTED', 'FINALIZING', 'READY', 'DELIVERING', 'COMPLETED', 'REFUNDED')
$$;
--> statement-breakpoint
-- Adds (sign 1) or takes away (sign -1) one order's share of the hourly and VAT rollups.
CREATE FUNCTION finance_apply_order(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	tz text;
	h smallint;
BEGIN
	SELECT timezone INTO tz FROM venues WHERE id = o.venue_id;
	h := extract(hour FROM o.created_at AT TIME ZONE coalesce(tz, 'Europe/Stockholm'));
	INSERT INTO finance_hourly_rollups AS r (company_id, venue_id, accounting_date, hour, source, service_type,
		orders, gross, vat, tips, tipped, refunded)
	VALUES (o.company_id, o.venue_id, o.accounting_date, h, o.source, o.service_type,
		sign, sign * o.total, sign * o.vat_total, sign * o.tips, sign * (CASE WHEN o.tips > 0 THEN 1 ELSE 0 END),
		sign * o.refunded)
	ON CONFLICT (venue_id, accounting_date, hour, source, service_type) DO UPDATE SET
		orders = r.orders + excluded.orders, gross = r.gross + excluded.gross, vat = r.vat + excluded.vat,
		tips = r.tips + excluded.tips, tipped = r.tipped + excluded.tipped, refunded = r.refunded + excluded.refunded;
	INSERT INTO finance_vat_rollups AS r (company_id, venue_id, accounting_date, rate, net, vat, gross)
	SELECT o.company_id, o.venue_id, o.accounting_date, (line->>'rate')::int, sum(sign * (line->>'net')::bigint),
		sum(sign * (line->>'vat')::bigint), sum(sign * (line->>'gross')::bigint)
	FROM jsonb_array_elements(o.vat) AS line GROUP BY (line->>'rate')::int
	ON CONFLICT (venue_id, accounting_date, rate) DO UPDATE SET
		net = r.net + excluded.net, vat = r.vat + excluded.vat, gross = r.gross + excluded.gross;
END $$;
--> statement-breakpoint
-- Adds or takes away the product lines of one order (all of them, or one line when line_id is set).
CREATE FUNCTION finance_apply_lines(o orders, sign integer, line_id uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO finance_item_rollups AS r (company_id, venue_id, accounting_date, item_key, item_id, title, quantity, gross, vat)
	SELECT o.company_id, o.venue_id, o.accounting_date, coalesce(l.item_id::text, 'title:' || l.title), l.item_id,
		min(l.title), sum(sign * l.quantity), sum(sign * l.total::bigint), sum(sign * l.vat::bigint)
	FROM order_lines l WHERE l.order_id = o.id AND (line_id IS NULL OR l.id = line_id)
	GROUP BY coalesce(l.item_id::text, 'title:' || l.title), l.item_id
	ON CONFLICT (venue_id, accounting_date, item_key) DO UPDATE SET
		quantity = r.quantity + excluded.quantity, gross = r.gross + excluded.gross, vat = r.vat + excluded.vat;
END $$;
--> statement-breakpoint
CREATE FUNCTION finance_orders_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP IN ('UPDATE', 'DELETE') AND finance_counts(OLD.status) THEN
		IF TG_OP = 'DELETE' OR NOT finance_counts(NEW.status) OR OLD.total <> NEW.total OR OLD.vat_total <> NEW.vat_total
			OR OLD.tips <> NEW.tips OR OLD.refunded <> NEW.refunded OR OLD.created_at <> NEW.created_at
			OR OLD.accounting_date <> NEW.accounting_date OR OLD.source <> NEW.source OR OLD.service_type <> NEW.service_type
			OR OLD.vat <> NEW.vat THEN
			PERFORM finance_apply_order(OLD, -1);
			IF TG_OP = 'UPDATE' AND finance_counts(NEW.status) THEN
				PERFORM finance_apply_order(NEW, 1);
			END IF;
		END IF;
		IF TG_OP = 'UPDATE' AND NOT finance_counts(NEW.status) THEN
			PERFORM finance_apply_lines(OLD, -1, NULL);
		ELSIF TG_OP = 'UPDATE' AND OLD.accounting_date <> NEW.accounting_date THEN
			PERFORM finance_apply_lines(OLD, -1, NULL);
			PERFORM finance_apply_lines(NEW, 1, NULL);
		END IF;
	ELSIF TG_OP IN ('INSERT', 'UPDATE') AND finance_counts(NEW.status) THEN
		PERFORM finance_apply_order(NEW, 1);
		-- On insert the lines come later (their own trigger); on an update they are already there.
		IF TG_OP = 'UPDATE' THEN
			PERFORM finance_apply_lines(NEW, 1, NULL);
		END IF;
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER finance_orders_rollup AFTER INSERT OR UPDATE OR DELETE ON orders
	FOR EACH ROW EXECUTE FUNCTION finance_orders_changed();
--> statement-breakpoint
CREATE FUNCTION finance_lines_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	o orders;
BEGIN
	SELECT * INTO o FROM orders WHERE id = NEW.order_id;
	IF FOUND AND finance_counts(o.status) THEN
		PERFORM finance_apply_lines(o, 1, NEW.id);
	END IF;
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER finance_lines_rollup AFTER INSERT ON order_lines
	FOR EACH ROW EXECUTE FUNCTION finance_lines_inserted();
--> statement-breakpoint
-- Rebuilds one venue's rollups from its orders: the backfill, and after the venue's time zone changes
-- (the hour of every order moves with it).
CREATE FUNCTION finance_rebuild_venue(v uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	o orders;
BEGIN
	DELETE FROM finance_hourly_rollups WHERE venue_id = v;
	DELETE FROM finance_vat_rollups WHERE venue_id = v;
	DELETE FROM finance_item_rollups WHERE venue_id = v;
	FOR o IN SELECT * FROM orders WHERE venue_id = v AND finance_counts(status) LOOP
		PERFORM finance_apply_order(o, 1);
		PERFORM finance_apply_lines(o, 1, NULL);
	END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION finance_venue_timezone_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM finance_rebuild_venue(NEW.id);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER finance_venue_timezone AFTER UPDATE OF timezone ON venues
	FOR EACH ROW WHEN (OLD.timezone IS DISTINCT FROM NEW.timezone) EXECUTE FUNCTION finance_venue_timezone_changed();
--> statement-breakpoint
SELECT finance_rebuild_venue(id) FROM venues;
--> statement-breakpoint
-- Z-reports (SKVFS 2014:9, kassasystemforskriften § 2-8-2; docs/z-report.md). The counter hands out
-- gap-free numbers per venue and register in the closing transaction and keeps the grand totals.
CREATE TABLE "z_report_counters" (
	"company_id" uuid NOT NULL REFERENCES "companies"("id"),
	"venue_id" uuid NOT NULL REFERENCES "venues"("id"),
	"register" text DEFAULT '' NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	"last_closed_at" timestamp with time zone,
	"grand_sales" bigint DEFAULT 0 NOT NULL,
	"grand_returns" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "z_report_counters_pk" PRIMARY KEY("venue_id","register")
);
--> statement-breakpoint
CREATE TABLE "z_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id"),
	"venue_id" uuid NOT NULL REFERENCES "venues"("id"),
	"register" text DEFAULT '' NOT NULL,
	"number" integer NOT NULL,
	"accounting_date" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"previous_closed_at" timestamp with time zone,
	"closed_by" text NOT NULL,
	"content" jsonb NOT NULL,
	CONSTRAINT "z_reports_number_key" UNIQUE("venue_id","register","number"),
	CONSTRAINT "z_reports_day_key" UNIQUE("venue_id","register","accounting_date")
);
--> statement-breakpoint
CREATE INDEX "z_reports_company_idx" ON "z_reports" USING btree ("company_id","created_at" DESC,"id" DESC);
--> statement-breakpoint
-- A stored Z-report is never changed or deleted (kept at least 7 years in Sweden, 5 in Norway).
CREATE FUNCTION z_reports_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'z_reports are immutable: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER z_reports_no_update BEFORE UPDATE OR DELETE ON z_reports
	FOR EACH ROW EXECUTE FUNCTION z_reports_immutable();
--> statement-breakpoint
CREATE TRIGGER z_reports_no_truncate BEFORE TRUNCATE ON z_reports
	FOR EACH STATEMENT EXECUTE FUNCTION z_reports_immutable();
--> statement-breakpoint
CREATE TABLE "finance_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"kind" text NOT NULL,
	"filters" jsonb NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"requested_by" uuid,
	"requested_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"result" jsonb,
	"error" text
);
--> statement-breakpoint
CREATE INDEX "finance_reports_company_idx" ON "finance_reports" USING btree ("company_id","created_at" DESC,"id" DESC);
--> statement-breakpoint
CREATE TABLE "scheduled_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE CASCADE,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"period" text NOT NULL,
	"venue_ids" uuid[] NOT NULL,
	"recipients" text[] NOT NULL,
	"language" text NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_run_at" timestamp with time zone,
	"last_status" text,
	"last_error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "scheduled_reports_company_idx" ON "scheduled_reports" USING btree ("company_id","created_at" DESC,"id" DESC);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"payload" jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"singleton_key" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 5 NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_singleton_idx" ON "jobs" ("name","singleton_key") WHERE "singleton_key" IS NOT NULL AND "state" IN ('queued', 'running');
--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("state","run_at");
