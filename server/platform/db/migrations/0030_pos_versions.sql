ALTER TABLE "pos_layout_categories" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pos_pages" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;