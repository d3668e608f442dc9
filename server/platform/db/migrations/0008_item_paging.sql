ALTER TABLE "items" ADD COLUMN "sort_title" text GENERATED ALWAYS AS (lower(regexp_replace(title, '^\s*\[TA\]\s*', '', 'i'))) STORED;--> statement-breakpoint
ALTER TABLE "items" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(regexp_replace(title, '[\s\-‐‑‒–—]+', '', 'g'))) STORED;--> statement-breakpoint
CREATE INDEX "items_company_sort_idx" ON "items" USING btree ("company_id","sort_title" collate "C","id") WHERE "deleted" = false;--> statement-breakpoint
CREATE INDEX "items_company_price_idx" ON "items" USING btree ("company_id","default_price","id") WHERE "deleted" = false;