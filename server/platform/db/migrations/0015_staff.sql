-- Issue 21: staff members, their terminal access levels and PINs.
CREATE TABLE "access_levels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"permissions" text[] DEFAULT '{}'::text[] NOT NULL,
	"default_key" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"access_level_id" uuid,
	"phone" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"employment_start" date,
	"active" boolean DEFAULT true NOT NULL,
	"pin_hash" text NOT NULL,
	"pin_key" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_venues" (
	"staff_id" uuid NOT NULL,
	"venue_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"pin_key" text NOT NULL,
	CONSTRAINT "staff_venues_staff_id_venue_id_pk" PRIMARY KEY("staff_id","venue_id")
);
--> statement-breakpoint
ALTER TABLE "access_levels" ADD CONSTRAINT "access_levels_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_members" ADD CONSTRAINT "staff_members_access_level_id_access_levels_id_fk" FOREIGN KEY ("access_level_id") REFERENCES "public"."access_levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_venues" ADD CONSTRAINT "staff_venues_staff_id_staff_members_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_venues" ADD CONSTRAINT "staff_venues_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "access_levels_company_idx" ON "access_levels" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "staff_members_company_name_idx" ON "staff_members" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_venues_pin_idx" ON "staff_venues" USING btree ("venue_id","pin_key");--> statement-breakpoint
-- Every new company gets the three default access levels, whichever path made it (sign-up,
-- advanced company creation, the demo seed, test fixtures). Same sets as DEFAULT_ACCESS_LEVELS in
-- src/domain/staff.ts; names in the company's language.
CREATE OR REPLACE FUNCTION company_default_access_levels() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  lang text := NEW.default_language;
BEGIN
  INSERT INTO access_levels (company_id, name, permissions, default_key) VALUES
    (NEW.id,
     CASE lang WHEN 'sv' THEN 'Chef' WHEN 'no' THEN 'Leder' WHEN 'da' THEN 'Leder' WHEN 'es' THEN 'Gerente'
       WHEN 'tr' THEN 'Yönetici' WHEN 'ar' THEN 'مدير' ELSE 'Manager' END,
     ARRAY['ADD_ITEM_TO_TABLE','ANALYTICS','ASSUME_ROLE','CLOSE_DAY','CREATE_CHEQUE','CREATE_INVOICE_TARGET',
       'GIFT_CARDS','HISTORY','INVOICE_PURCHASE','LOG_OUT','MAKE_PAYMENT','MANUAL_DISCOUNT','PRESET_DISCOUNT',
       'REFUND','REPORTS','SETTINGS','VOID_PAYMENT'],
     'manager'),
    (NEW.id,
     CASE lang WHEN 'sv' THEN 'Personal' WHEN 'no' THEN 'Ansatt' WHEN 'da' THEN 'Medarbejder' WHEN 'es' THEN 'Personal'
       WHEN 'tr' THEN 'Personel' WHEN 'ar' THEN 'موظف' ELSE 'Staff' END,
     ARRAY['ADD_ITEM_TO_TABLE','CREATE_CHEQUE','GIFT_CARDS','HISTORY','LOG_OUT','MAKE_PAYMENT','PRESET_DISCOUNT'],
     'staff'),
    (NEW.id,
     CASE lang WHEN 'sv' THEN 'Endast instämpling' WHEN 'no' THEN 'Kun innstempling' WHEN 'da' THEN 'Kun indstempling'
       WHEN 'es' THEN 'Solo fichaje' WHEN 'tr' THEN 'Yalnızca giriş kaydı' WHEN 'ar' THEN 'تسجيل الحضور فقط'
       ELSE 'Clock-in only' END,
     ARRAY['LOG_OUT'],
     'clockIn');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER companies_default_access_levels AFTER INSERT ON companies
  FOR EACH ROW EXECUTE FUNCTION company_default_access_levels();
