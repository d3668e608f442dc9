CREATE TABLE "ws_seats" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"instance" text NOT NULL,
	"identity" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ws_seats_identity" ON "ws_seats" USING btree ("identity","seen_at");--> statement-breakpoint
CREATE INDEX "ws_seats_instance" ON "ws_seats" USING btree ("instance");