CREATE TABLE "card_provider_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"account_holder_id" uuid NOT NULL,
	"provider_id" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	"status_at" timestamp with time zone,
	CONSTRAINT "card_provider_payouts_provider_key" UNIQUE("provider_id")
);
--> statement-breakpoint
ALTER TABLE "card_provider_payouts" ADD CONSTRAINT "card_provider_payouts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "card_provider_payouts" ADD CONSTRAINT "card_provider_payouts_account_holder_id_account_holders_id_fk" FOREIGN KEY ("account_holder_id") REFERENCES "public"."account_holders"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "card_provider_payouts_holder_idx" ON "card_provider_payouts" USING btree ("account_holder_id","booked_at" DESC,"id" DESC);
--> statement-breakpoint
ALTER TABLE "payment_stores" ADD COLUMN "status" text;
--> statement-breakpoint
ALTER TABLE "payment_stores" ADD COLUMN "status_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "payment_reports" ADD COLUMN "status_at" timestamp with time zone;
