CREATE TABLE "kds_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"course_type_id" uuid,
	"stage" text DEFAULT 'NEW' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"ready_at" timestamp with time zone,
	"served_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "kds_bumps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"ticket_id" uuid NOT NULL,
	"station_id" uuid NOT NULL,
	"from_stage" text NOT NULL,
	"to_stage" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"recalled_at" timestamp with time zone,
	"by_name" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "kds_tickets" ADD CONSTRAINT "kds_tickets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kds_tickets" ADD CONSTRAINT "kds_tickets_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kds_tickets" ADD CONSTRAINT "kds_tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kds_tickets" ADD CONSTRAINT "kds_tickets_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kds_bumps" ADD CONSTRAINT "kds_bumps_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kds_bumps" ADD CONSTRAINT "kds_bumps_ticket_id_kds_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."kds_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "kds_tickets_order_station_course_key" ON "kds_tickets" USING btree ("order_id","station_id",coalesce("course_type_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "kds_tickets_station_stage_idx" ON "kds_tickets" USING btree ("station_id","venue_id","stage","ordered_at");--> statement-breakpoint
CREATE INDEX "kds_tickets_company_ready_idx" ON "kds_tickets" USING btree ("company_id","ready_at") WHERE "kds_tickets"."ready_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "kds_bumps_station_at_idx" ON "kds_bumps" USING btree ("station_id","at");--> statement-breakpoint
CREATE INDEX "kds_bumps_ticket_idx" ON "kds_bumps" USING btree ("ticket_id");
