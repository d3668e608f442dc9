CREATE TABLE "account_holders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"legal_entity_id" text REFERENCES "legal_entities"("id") ON DELETE set null,
	"provider_id" text NOT NULL,
	"legal_name" text NOT NULL,
	"country" text NOT NULL,
	"email" text NOT NULL,
	"shareholders" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_holders_provider_key" UNIQUE("provider_id")
);
--> statement-breakpoint
CREATE INDEX "account_holders_company_idx" ON "account_holders" USING btree ("company_id","created_at");
--> statement-breakpoint
CREATE TABLE "payment_stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"venue_id" uuid NOT NULL REFERENCES "venues"("id") ON DELETE cascade,
	"account_holder_id" uuid NOT NULL REFERENCES "account_holders"("id") ON DELETE cascade,
	"provider_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_stores_venue_key" UNIQUE("venue_id")
);
--> statement-breakpoint
CREATE TABLE "payment_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"account_holder_id" uuid NOT NULL REFERENCES "account_holders"("id") ON DELETE cascade,
	"type" text NOT NULL,
	"venue_id" uuid REFERENCES "venues"("id") ON DELETE set null,
	"org_number" text NOT NULL,
	"currency" text NOT NULL,
	"from_date" text NOT NULL,
	"to_date" text NOT NULL,
	"provider_id" text NOT NULL,
	"status" text NOT NULL,
	"download_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "payment_reports_company_idx" ON "payment_reports" USING btree ("company_id","created_at" DESC,"id" DESC);
--> statement-breakpoint
CREATE INDEX "order_payments_card_idx" ON "order_payments" USING btree ("company_id","created_at" DESC,"id" DESC) WHERE "method" = 'CARD';
