CREATE TABLE "signup_captures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"store_type" text NOT NULL,
	"language" text NOT NULL,
	"referral_id" text,
	"consented_at" timestamp with time zone NOT NULL,
	"converted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signup_captures_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE INDEX "signup_captures_updated_idx" ON "signup_captures" USING btree ("updated_at");
