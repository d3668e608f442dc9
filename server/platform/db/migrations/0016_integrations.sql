CREATE TABLE "onboarding_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid,
	"kind" text NOT NULL,
	"page" text,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "onboarding_events" ADD CONSTRAINT "onboarding_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "onboarding_events_company_idx" ON "onboarding_events" USING btree ("company_id","created_at");
--> statement-breakpoint
CREATE TABLE "integration_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"status" text NOT NULL,
	"credentials" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"connected_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_connections_company_provider_key" UNIQUE("company_id","provider")
);
--> statement-breakpoint
ALTER TABLE "integration_connections" ADD CONSTRAINT "integration_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE TABLE "integration_configs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"scope" text NOT NULL,
	"mapping" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integration_configs_company_provider_scope_key" UNIQUE("company_id","provider","scope")
);
--> statement-breakpoint
ALTER TABLE "integration_configs" ADD CONSTRAINT "integration_configs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "integration" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "next_attempt_at" timestamp (3) with time zone;
--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "lines" jsonb DEFAULT '[]'::jsonb NOT NULL;
--> statement-breakpoint
ALTER TABLE "vouchers" ADD COLUMN "provider_reference" text;
--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_venue_day_integration_key" ON "vouchers" USING btree ("venue_id","accounting_date","integration") WHERE "integration" <> '';
