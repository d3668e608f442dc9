-- Rollups applied at commit (issue 40, bench:orders tills): the row triggers of 0014 and 0034 upserted
-- the venue's hot rollup rows (day, hour, VAT rate, item, order-list day) at `insert into orders`,
-- so one venue's tills queued on those row locks for their whole transaction. Now the triggers
-- append each delta to an insert-only table (no shared row), and one deferred constraint trigger
-- per transaction folds them into the rollups at commit: grouped, in key order (no deadlock
-- between two commits), after the order number is taken. The deltas are the same ones the
-- triggers computed before, at the same moment, so the rollups still equal the orders, for every
-- write path (API, refunds, status changes, direct SQL). A transaction that reads the rollups
-- after writing orders itself must call `select finance_rollups_flush_now()` first.
-- The delta tables are unlogged (their rows never outlive the transaction that wrote them).
CREATE UNLOGGED TABLE "finance_hourly_deltas" (LIKE "finance_hourly_rollups");
--> statement-breakpoint
CREATE UNLOGGED TABLE "finance_vat_deltas" (LIKE "finance_vat_rollups");
--> statement-breakpoint
CREATE UNLOGGED TABLE "finance_item_deltas" (LIKE "finance_item_rollups");
--> statement-breakpoint
CREATE UNLOGGED TABLE "order_day_deltas" (LIKE "order_day_rollups");
--> statement-breakpoint
-- One row per transaction that has deltas waiting: its deferred trigger runs the fold once.
CREATE UNLOGGED TABLE "finance_rollup_flushes" ("xid" xid8 PRIMARY KEY DEFAULT pg_current_xact_id());
--> statement-breakpoint
CREATE FUNCTION finance_rollups_pending() RETURNS void LANGUAGE sql AS $$
	INSERT INTO finance_rollup_flushes DEFAULT VALUES ON CONFLICT DO NOTHING
$$;
--> statement-breakpoint
-- Folds this transaction's deltas into the rollups. Only its own delta rows are visible to it
-- (another transaction's are uncommitted, and every committed one folded and deleted its own).
-- A delta of a venue deleted meanwhile is dropped (the cascade removed its rollups), as the
-- UPDATE-only removal of 0034 did.
CREATE FUNCTION finance_rollups_flush_now() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM finance_rollup_flushes;
	WITH d AS (DELETE FROM finance_hourly_deltas RETURNING *)
	INSERT INTO finance_hourly_rollups AS r (company_id, venue_id, accounting_date, hour, source, service_type,
		orders, gross, vat, tips, tipped, refunded)
	SELECT (array_agg(d.company_id))[1], d.venue_id, d.accounting_date, d.hour, d.source, d.service_type,
		sum(d.orders), sum(d.gross), sum(d.vat), sum(d.tips), sum(d.tipped), sum(d.refunded)
	FROM d WHERE EXISTS (SELECT 1 FROM venues v WHERE v.id = d.venue_id)
	GROUP BY d.venue_id, d.accounting_date, d.hour, d.source, d.service_type
	HAVING sum(d.orders) <> 0 OR sum(d.gross) <> 0 OR sum(d.vat) <> 0 OR sum(d.tips) <> 0 OR sum(d.tipped) <> 0
		OR sum(d.refunded) <> 0
	ORDER BY d.venue_id, d.accounting_date, d.hour, d.source, d.service_type
	ON CONFLICT (venue_id, accounting_date, hour, source, service_type) DO UPDATE SET
		orders = r.orders + excluded.orders, gross = r.gross + excluded.gross, vat = r.vat + excluded.vat,
		tips = r.tips + excluded.tips, tipped = r.tipped + excluded.tipped, refunded = r.refunded + excluded.refunded;
	WITH d AS (DELETE FROM finance_vat_deltas RETURNING *)
	INSERT INTO finance_vat_rollups AS r (company_id, venue_id, accounting_date, rate, net, vat, gross)
	SELECT (array_agg(d.company_id))[1], d.venue_id, d.accounting_date, d.rate, sum(d.net), sum(d.vat), sum(d.gross)
	FROM d WHERE EXISTS (SELECT 1 FROM venues v WHERE v.id = d.venue_id)
	GROUP BY d.venue_id, d.accounting_date, d.rate
	HAVING sum(d.net) <> 0 OR sum(d.vat) <> 0 OR sum(d.gross) <> 0
	ORDER BY d.venue_id, d.accounting_date, d.rate
	ON CONFLICT (venue_id, accounting_date, rate) DO UPDATE SET
		net = r.net + excluded.net, vat = r.vat + excluded.vat, gross = r.gross + excluded.gross;
	WITH d AS (DELETE FROM finance_item_deltas RETURNING *)
	INSERT INTO finance_item_rollups AS r (company_id, venue_id, accounting_date, item_key, item_id, title,
		quantity, gross, vat)
	SELECT (array_agg(d.company_id))[1], d.venue_id, d.accounting_date, d.item_key, (array_agg(d.item_id))[1],
		min(d.title), sum(d.quantity), sum(d.gross), sum(d.vat)
	FROM d WHERE EXISTS (SELECT 1 FROM venues v WHERE v.id = d.venue_id)
	GROUP BY d.venue_id, d.accounting_date, d.item_key
	HAVING sum(d.quantity) <> 0 OR sum(d.gross) <> 0 OR sum(d.vat) <> 0
	ORDER BY d.venue_id, d.accounting_date, d.item_key
	ON CONFLICT (venue_id, accounting_date, item_key) DO UPDATE SET
		quantity = r.quantity + excluded.quantity, gross = r.gross + excluded.gross, vat = r.vat + excluded.vat;
	WITH d AS (DELETE FROM order_day_deltas RETURNING *)
	INSERT INTO order_day_rollups AS r (company_id, venue_id, accounting_date, status, source, service_type,
		orders, total, refunded)
	SELECT (array_agg(d.company_id))[1], d.venue_id, d.accounting_date, d.status, d.source, d.service_type,
		sum(d.orders), sum(d.total), sum(d.refunded)
	FROM d WHERE EXISTS (SELECT 1 FROM venues v WHERE v.id = d.venue_id)
	GROUP BY d.venue_id, d.accounting_date, d.status, d.source, d.service_type
	HAVING sum(d.orders) <> 0 OR sum(d.total) <> 0 OR sum(d.refunded) <> 0
	ORDER BY d.venue_id, d.accounting_date, d.status, d.source, d.service_type
	ON CONFLICT (venue_id, accounting_date, status, source, service_type) DO UPDATE SET
		orders = r.orders + excluded.orders, total = r.total + excluded.total, refunded = r.refunded + excluded.refunded;
END $$;
--> statement-breakpoint
CREATE FUNCTION finance_rollups_flush() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM finance_rollups_flush_now();
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER finance_rollups_at_commit AFTER INSERT ON finance_rollup_flushes
	DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION finance_rollups_flush();
--> statement-breakpoint
-- The delta writers: the same figures as 0014's, into the delta tables.
CREATE OR REPLACE FUNCTION finance_apply_order(o orders, sign integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	tz text;
	h smallint;
BEGIN
	SELECT timezone INTO tz FROM venues WHERE id = o.venue_id;
	h := extract(hour FROM o.created_at AT TIME ZONE coalesce(tz, 'Europe/Stockholm'));
	PERFORM finance_rollups_pending();
	INSERT INTO finance_hourly_deltas (company_id, venue_id, accounting_date, hour, source, service_type,
		orders, gross, vat, tips, tipped, refunded)
	VALUES (o.company_id, o.venue_id, o.accounting_date, h, o.source, o.service_type,
		sign, sign * o.total, sign * o.vat_total, sign * o.tips, sign * (CASE WHEN o.tips > 0 THEN 1 ELSE 0 END),
		sign * o.refunded);
	INSERT INTO finance_vat_deltas (company_id, venue_id, accounting_date, rate, net, vat, gross)
	SELECT o.company_id, o.venue_id, o.accounting_date, (line->>'rate')::int, sum(sign * (line->>'net')::bigint),
		sum(sign * (line->>'vat')::bigint), sum(sign * (line->>'gross')::bigint)
	FROM jsonb_array_elements(o.vat) AS line GROUP BY (line->>'rate')::int;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION finance_apply_lines(o orders, sign integer, line_id uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM finance_rollups_pending();
	INSERT INTO finance_item_deltas (company_id, venue_id, accounting_date, item_key, item_id, title, quantity, gross, vat)
	SELECT o.company_id, o.venue_id, o.accounting_date, coalesce(l.item_id::text, 'title:' || l.title), l.item_id,
		min(l.title), sum(sign * l.quantity), sum(sign * l.total::bigint), sum(sign * l.vat::bigint)
	FROM order_lines l WHERE l.order_id = o.id AND (line_id IS NULL OR l.id = line_id)
	GROUP BY coalesce(l.item_id::text, 'title:' || l.title), l.item_id;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_rollup_add(c uuid, v uuid, d text, st text, src text, svc text, n integer, amount bigint, back bigint)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM finance_rollups_pending();
	INSERT INTO order_day_deltas (company_id, venue_id, accounting_date, status, source, service_type, orders, total, refunded)
	VALUES (c, v, d, st, src, svc, n, amount, back);
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION order_rollup_remove(o orders) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM finance_rollups_pending();
	INSERT INTO order_day_deltas (company_id, venue_id, accounting_date, status, source, service_type, orders, total, refunded)
	VALUES (o.company_id, o.venue_id, o.accounting_date, o.status, o.source, o.service_type, -1, -o.total, -o.refunded);
END $$;
--> statement-breakpoint
-- TRUNCATE empties the order-list rollups with the orders, and their waiting deltas with them.
CREATE OR REPLACE FUNCTION order_rollup_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM order_day_deltas;
	DELETE FROM order_day_rollups;
	RETURN NULL;
END $$;
--> statement-breakpoint
-- A rebuild starts from nothing: the venue's rollups and this transaction's waiting deltas.
CREATE OR REPLACE FUNCTION finance_rebuild_venue(v uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	o orders;
BEGIN
	DELETE FROM finance_hourly_deltas WHERE venue_id = v;
	DELETE FROM finance_vat_deltas WHERE venue_id = v;
	DELETE FROM finance_item_deltas WHERE venue_id = v;
	DELETE FROM finance_hourly_rollups WHERE venue_id = v;
	DELETE FROM finance_vat_rollups WHERE venue_id = v;
	DELETE FROM finance_item_rollups WHERE venue_id = v;
	FOR o IN SELECT * FROM orders WHERE venue_id = v AND finance_counts(status) LOOP
		PERFORM finance_apply_order(o, 1);
		PERFORM finance_apply_lines(o, 1, NULL);
	END LOOP;
END $$;
