CREATE TABLE "stripe_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_status" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "billing_event_at" timestamp with time zone;
