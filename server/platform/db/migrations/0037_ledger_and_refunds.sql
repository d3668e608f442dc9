-- Issue 40 items 4 and 5: the fiscal ledger (a SHA-256 chain per venue and register over every order
-- and Z-report: ledger_heads, ledger_entries, ledger_epoch) and refunds exactly once (order_refunds:
-- the request's idempotency key, when the acquirer's answer was stored, a decline's reason).
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	"stream" text NOT NULL,
	"seq" bigint NOT NULL,
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"content_hash" text NOT NULL,
	"hash" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_stream_seq_key" UNIQUE("stream","seq")
);
--> statement-breakpoint
CREATE TABLE "ledger_epoch" (
	"id" text PRIMARY KEY DEFAULT 'ledger' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_heads" (
	"stream" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	"register" text DEFAULT '' NOT NULL,
	"seq" bigint NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "request_key" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "failure" text;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_heads" ADD CONSTRAINT "ledger_heads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_heads" ADD CONSTRAINT "ledger_heads_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_record_idx" ON "ledger_entries" USING btree ("record_id","seq");--> statement-breakpoint
CREATE INDEX "ledger_entries_venue_idx" ON "ledger_entries" USING btree ("venue_id","stream","seq");--> statement-breakpoint
CREATE INDEX "order_refunds_pending_idx" ON "order_refunds" USING btree ("created_at") WHERE "order_refunds"."status" in ('pending', 'pending_acquirer');--> statement-breakpoint
-- The ledger begins now: orders and Z-reports stored before have no links; the first verify
-- chains them oldest first (docs/z-report.md, "Tamper evidence").
INSERT INTO "ledger_epoch" ("id") VALUES ('ledger');
--> statement-breakpoint
-- A link is written once: the app never updates one (a superuser with the triggers off still can,
-- and verify-ledger then finds the chain broken).
CREATE FUNCTION ledger_entries_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'ledger_entries are append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_entries_no_update BEFORE UPDATE ON ledger_entries
	FOR EACH ROW EXECUTE FUNCTION ledger_entries_immutable();
