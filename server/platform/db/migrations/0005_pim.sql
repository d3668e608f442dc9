CREATE TABLE "course_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_lang" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_default_variations" (
	"company_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"variation_id" uuid NOT NULL,
	CONSTRAINT "item_default_variations_item_id_variation_id_pk" PRIMARY KEY("item_id","variation_id")
);
--> statement-breakpoint
CREATE TABLE "item_import_chunks" (
	"import_id" uuid NOT NULL,
	"index" integer NOT NULL,
	"text" text NOT NULL,
	CONSTRAINT "item_import_chunks_import_id_index_pk" PRIMARY KEY("import_id","index")
);
--> statement-breakpoint
CREATE TABLE "item_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "item_upsells" (
	"company_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"upsell_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_upsells_item_id_upsell_id_pk" PRIMARY KEY("item_id","upsell_id")
);
--> statement-breakpoint
CREATE TABLE "item_variation_groups" (
	"company_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "item_variation_groups_item_id_group_id_pk" PRIMARY KEY("item_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "predefined_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"venue_id" uuid,
	"type" text DEFAULT 'ITEM' NOT NULL,
	"text" text NOT NULL,
	"text_lang" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"venue_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upsell_items" (
	"company_id" uuid NOT NULL,
	"upsell_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "upsell_items_upsell_id_item_id_pk" PRIMARY KEY("upsell_id","item_id")
);
--> statement-breakpoint
CREATE TABLE "upsells" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_lang" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variation_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"title_lang" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"selection_mode" text DEFAULT 'SINGLE' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"name" text NOT NULL,
	"name_lang" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "course_type_id" uuid;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "station_id" uuid;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "take_away_vat_rate" integer;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "norwegian_category" text;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "manual_price" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "course_type_id" uuid;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "station_id" uuid;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "allergens" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "course_types" ADD CONSTRAINT "course_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_default_variations" ADD CONSTRAINT "item_default_variations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_default_variations" ADD CONSTRAINT "item_default_variations_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_default_variations" ADD CONSTRAINT "item_default_variations_variation_id_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_import_chunks" ADD CONSTRAINT "item_import_chunks_import_id_item_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."item_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_imports" ADD CONSTRAINT "item_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_imports" ADD CONSTRAINT "item_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_upsells" ADD CONSTRAINT "item_upsells_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_upsells" ADD CONSTRAINT "item_upsells_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_upsells" ADD CONSTRAINT "item_upsells_upsell_id_upsells_id_fk" FOREIGN KEY ("upsell_id") REFERENCES "public"."upsells"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_variation_groups" ADD CONSTRAINT "item_variation_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_variation_groups" ADD CONSTRAINT "item_variation_groups_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_variation_groups" ADD CONSTRAINT "item_variation_groups_group_id_variation_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."variation_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predefined_messages" ADD CONSTRAINT "predefined_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "predefined_messages" ADD CONSTRAINT "predefined_messages_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stations" ADD CONSTRAINT "stations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stations" ADD CONSTRAINT "stations_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upsell_items" ADD CONSTRAINT "upsell_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upsell_items" ADD CONSTRAINT "upsell_items_upsell_id_upsells_id_fk" FOREIGN KEY ("upsell_id") REFERENCES "public"."upsells"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upsell_items" ADD CONSTRAINT "upsell_items_item_id_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "upsells" ADD CONSTRAINT "upsells_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variation_groups" ADD CONSTRAINT "variation_groups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variations" ADD CONSTRAINT "variations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variations" ADD CONSTRAINT "variations_group_id_variation_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."variation_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_types_company_idx" ON "course_types" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "item_default_variations_variation_idx" ON "item_default_variations" USING btree ("variation_id");--> statement-breakpoint
CREATE INDEX "item_default_variations_company_idx" ON "item_default_variations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "item_imports_company_idx" ON "item_imports" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "item_upsells_upsell_idx" ON "item_upsells" USING btree ("upsell_id");--> statement-breakpoint
CREATE INDEX "item_upsells_company_idx" ON "item_upsells" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "item_variation_groups_group_idx" ON "item_variation_groups" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "item_variation_groups_company_idx" ON "item_variation_groups" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "predefined_messages_company_idx" ON "predefined_messages" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "stations_company_idx" ON "stations" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "upsell_items_item_idx" ON "upsell_items" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "upsell_items_company_idx" ON "upsell_items" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "upsells_company_idx" ON "upsells" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "variation_groups_company_idx" ON "variation_groups" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "variations_group_idx" ON "variations" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "variations_company_idx" ON "variations" USING btree ("company_id");--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_course_type_id_course_types_id_fk" FOREIGN KEY ("course_type_id") REFERENCES "public"."course_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_course_type_id_course_types_id_fk" FOREIGN KEY ("course_type_id") REFERENCES "public"."course_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "items" ADD CONSTRAINT "items_station_id_stations_id_fk" FOREIGN KEY ("station_id") REFERENCES "public"."stations"("id") ON DELETE set null ON UPDATE no action;