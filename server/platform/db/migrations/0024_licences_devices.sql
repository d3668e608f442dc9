CREATE TABLE "devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid REFERENCES "companies"("id") ON DELETE cascade,
	"venue_id" uuid REFERENCES "venues"("id") ON DELETE set null,
	"name" text DEFAULT '' NOT NULL,
	"claim_code" text,
	"claimed_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "devices_claim_code_key" ON "devices" ("claim_code");--> statement-breakpoint
CREATE INDEX "devices_company_name_idx" ON "devices" ("company_id","name","id");--> statement-breakpoint
CREATE TABLE "licences" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"plan" text NOT NULL,
	"status" text NOT NULL,
	"product" text NOT NULL,
	"device_id" uuid REFERENCES "devices"("id") ON DELETE set null,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "licences_company_idx" ON "licences" ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "licences_device_idx" ON "licences" ("device_id");--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pos_access_blocked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "boost_seen_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "boost_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"legal_entity_id" text NOT NULL,
	"offer_id" uuid,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "boost_requests_company_idx" ON "boost_requests" ("company_id","created_at");--> statement-breakpoint
CREATE TABLE "competitions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL REFERENCES "companies"("id") ON DELETE cascade,
	"venue_id" uuid REFERENCES "venues"("id") ON DELETE cascade,
	"name" text NOT NULL,
	"metric" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"item_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "competitions_company_idx" ON "competitions" ("company_id","starts_at","id");
