CREATE TABLE "card_provider_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_holders" ADD COLUMN "status_at" timestamp with time zone;
