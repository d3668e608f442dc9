ALTER TABLE "vouchers" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "claimed_until" timestamp (3) with time zone;