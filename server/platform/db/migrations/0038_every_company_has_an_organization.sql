-- Issue 44: every company has an organization (the spec gates integrations on one; sign-up makes it
-- from now on). Companies made before without one get their own, named like the company, and
-- their venues follow it. Nobody is made its admin (an organization admin sees only Select user).
WITH orphans AS MATERIALIZED (
  SELECT id, name, gen_random_uuid() AS organization_id FROM companies WHERE organization_id IS NULL
), made AS (
  INSERT INTO organizations (id, name) SELECT organization_id, name FROM orphans RETURNING id
)
UPDATE companies SET organization_id = orphans.organization_id
  FROM orphans WHERE companies.id = orphans.id AND orphans.organization_id IN (SELECT id FROM made);
--> statement-breakpoint
UPDATE venues SET organization_id = companies.organization_id
  FROM companies WHERE venues.company_id = companies.id AND venues.organization_id IS NULL;
