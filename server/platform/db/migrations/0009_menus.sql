-- Issue 16: menus and prices.
-- At most one all-articles menu per company (spec section 4: found by its name, case-insensitive),
-- so the rule may run in two tabs or two instances at once: the loser's insert does nothing.
CREATE UNIQUE INDEX "menus_all_articles_uq" ON "menus" USING btree ("company_id") WHERE lower(trim("name")) = 'all articles';--> statement-breakpoint
-- An item is on a menu once.
DELETE FROM "menu_entries" a USING "menu_entries" b WHERE a."menu_id" = b."menu_id" AND a."item_id" = b."item_id" AND a."id" > b."id";--> statement-breakpoint
CREATE UNIQUE INDEX "menu_entries_menu_item_uq" ON "menu_entries" USING btree ("menu_id","item_id");--> statement-breakpoint
CREATE INDEX "menu_entries_item_idx" ON "menu_entries" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "venue_menus_menu_idx" ON "venue_menus" USING btree ("menu_id");--> statement-breakpoint
-- Time-based availability and happy-hour prices of an entry: weekday + time windows in the venue's time zone.
ALTER TABLE "menu_entries" ADD COLUMN "schedule" jsonb;--> statement-breakpoint
ALTER TABLE "menu_entries" ADD COLUMN "time_prices" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "venue_menus" ADD COLUMN "schedule" jsonb;
