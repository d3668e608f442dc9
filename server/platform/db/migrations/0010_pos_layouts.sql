CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"discount_type" text NOT NULL,
	"context" text DEFAULT 'POS' NOT NULL,
	"selection_mode" text DEFAULT 'MULTIPLE' NOT NULL,
	"automatic" boolean DEFAULT true NOT NULL,
	"permission" text DEFAULT 'NONE' NOT NULL,
	"venue_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rules" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_layouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_lang" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"layout_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_lang" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"columns" integer DEFAULT 5 NOT NULL,
	"rows" integer DEFAULT 4 NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_layout_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"layout_id" uuid NOT NULL,
	"page_id" uuid NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"color" text DEFAULT 'blue' NOT NULL,
	"name" text NOT NULL,
	"name_lang" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pos_buttons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"page_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"item_id" uuid,
	"target_page_id" uuid,
	"upsell_id" uuid,
	"offer_id" uuid,
	"col" integer NOT NULL,
	"row" integer NOT NULL,
	"width" integer DEFAULT 1 NOT NULL,
	"height" integer DEFAULT 1 NOT NULL,
	"color" text,
	"label" text
);
--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_layouts" ADD CONSTRAINT "pos_layouts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_pages" ADD CONSTRAINT "pos_pages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_pages" ADD CONSTRAINT "pos_pages_layout_id_pos_layouts_id_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."pos_layouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_layout_categories" ADD CONSTRAINT "pos_layout_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_layout_categories" ADD CONSTRAINT "pos_layout_categories_layout_id_pos_layouts_id_fk" FOREIGN KEY ("layout_id") REFERENCES "public"."pos_layouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_layout_categories" ADD CONSTRAINT "pos_layout_categories_page_id_pos_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pos_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_buttons" ADD CONSTRAINT "pos_buttons_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_buttons" ADD CONSTRAINT "pos_buttons_page_id_pos_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pos_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_buttons" ADD CONSTRAINT "pos_buttons_target_page_id_pos_pages_id_fk" FOREIGN KEY ("target_page_id") REFERENCES "public"."pos_pages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_buttons" ADD CONSTRAINT "pos_buttons_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_buttons" ADD CONSTRAINT "pos_buttons_upsell_id_upsells_id_fk" FOREIGN KEY ("upsell_id") REFERENCES "public"."upsells"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pos_buttons" ADD CONSTRAINT "pos_buttons_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offers_company_idx" ON "offers" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "pos_layouts_company_idx" ON "pos_layouts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "pos_pages_layout_idx" ON "pos_pages" USING btree ("layout_id");--> statement-breakpoint
CREATE INDEX "pos_layout_categories_layout_idx" ON "pos_layout_categories" USING btree ("layout_id");--> statement-breakpoint
CREATE INDEX "pos_buttons_page_idx" ON "pos_buttons" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "pos_buttons_target_idx" ON "pos_buttons" USING btree ("target_page_id");
