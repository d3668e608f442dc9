-- Issue 40 items 1 and 6: money in 64-bit columns; the company's tip limit; the price change a
-- line records; idempotency keys per company and venue (back-filled with their order's venue).
ALTER TABLE "idempotency_keys" DROP CONSTRAINT "idempotency_keys_company_id_key_pk";--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD COLUMN "venue_id" uuid;--> statement-breakpoint
UPDATE "idempotency_keys" AS k SET "venue_id" = o."venue_id" FROM "orders" AS o WHERE o."id" = k."order_id";--> statement-breakpoint
DELETE FROM "idempotency_keys" WHERE "venue_id" IS NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ALTER COLUMN "venue_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_pk" PRIMARY KEY("company_id","venue_id","key");--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "unit_price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "total" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "vat" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_payments" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_payments" ALTER COLUMN "tip" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "order_refunds" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "total" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "vat_total" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "paid" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "tips" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "refunded" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "max_tip_percent" integer DEFAULT 100 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "price_change" jsonb;
