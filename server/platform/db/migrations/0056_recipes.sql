CREATE TABLE "stock_ingredients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipe_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"ingredient_id" uuid NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingredient_stock_levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	"ingredient_id" uuid NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"low_level" integer,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ingredient_stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	"ingredient_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"delta" integer NOT NULL,
	"level" integer NOT NULL,
	"who" text NOT NULL,
	"note" text,
	"order_id" uuid,
	"idempotency_key" text,
	"request_hash" text,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stock_ingredients" ADD CONSTRAINT "stock_ingredients_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_lines" ADD CONSTRAINT "recipe_lines_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_lines" ADD CONSTRAINT "recipe_lines_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipe_lines" ADD CONSTRAINT "recipe_lines_ingredient_id_stock_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."stock_ingredients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_stock_levels" ADD CONSTRAINT "ingredient_stock_levels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_stock_levels" ADD CONSTRAINT "ingredient_stock_levels_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_stock_levels" ADD CONSTRAINT "ingredient_stock_levels_ingredient_id_stock_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."stock_ingredients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_stock_movements" ADD CONSTRAINT "ingredient_stock_movements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_stock_movements" ADD CONSTRAINT "ingredient_stock_movements_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_stock_movements" ADD CONSTRAINT "ingredient_stock_movements_ingredient_id_stock_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."stock_ingredients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ingredient_stock_movements" ADD CONSTRAINT "ingredient_stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stock_ingredients_name_key" ON "stock_ingredients" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "recipe_lines_item_ingredient_key" ON "recipe_lines" USING btree ("company_id","item_id","ingredient_id");--> statement-breakpoint
CREATE INDEX "recipe_lines_ingredient_idx" ON "recipe_lines" USING btree ("ingredient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ingredient_stock_levels_venue_key" ON "ingredient_stock_levels" USING btree ("company_id","venue_id","ingredient_id");--> statement-breakpoint
CREATE INDEX "ingredient_stock_levels_ingredient_idx" ON "ingredient_stock_levels" USING btree ("ingredient_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ingredient_stock_movements_idempotency_key" ON "ingredient_stock_movements" USING btree ("company_id","venue_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "ingredient_stock_movements_ingredient_idx" ON "ingredient_stock_movements" USING btree ("company_id","venue_id","ingredient_id","at","id");
