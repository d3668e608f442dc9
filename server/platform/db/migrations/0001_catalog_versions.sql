CREATE TABLE "catalog_versions" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
