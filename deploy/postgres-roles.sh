#!/bin/sh
# The app's role: it reads and writes rows, owns no table, and so can neither alter the schema nor
# disable the triggers (the audit and event triggers). The owner role (POSTGRES_USER) migrates.
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" <<SQL
CREATE ROLE ordna_app LOGIN PASSWORD '${APP_DB_PASSWORD}' NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS;
GRANT CONNECT ON DATABASE ${POSTGRES_DB} TO ordna_app;
GRANT USAGE ON SCHEMA public TO ordna_app;
-- Tables and sequences the owner creates from now on (every migration) are the app's to use.
ALTER DEFAULT PRIVILEGES FOR ROLE ${POSTGRES_USER} IN SCHEMA public
  GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ordna_app;
ALTER DEFAULT PRIVILEGES FOR ROLE ${POSTGRES_USER} IN SCHEMA public
  GRANT USAGE, SELECT ON SEQUENCES TO ordna_app;
-- The job queue (pg-boss) installs and maintains its own schema: the app's role owns that one.
CREATE SCHEMA IF NOT EXISTS ordna_jobs AUTHORIZATION ordna_app;
-- Readiness reads the migrations' journal.
CREATE SCHEMA IF NOT EXISTS drizzle AUTHORIZATION ${POSTGRES_USER};
GRANT USAGE ON SCHEMA drizzle TO ordna_app;
ALTER DEFAULT PRIVILEGES FOR ROLE ${POSTGRES_USER} IN SCHEMA drizzle GRANT SELECT ON TABLES TO ordna_app;
SQL
