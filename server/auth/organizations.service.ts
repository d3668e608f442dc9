import { and, eq, inArray } from 'drizzle-orm';
import type { DB } from '../platform/db/client.ts';
import {
  companies,
  organizationAdmins,
  organizations,
  permissions,
  users,
} from '../platform/db/schema/index.ts';

// Organization admins (spec section 3 "Admin viewer", section 4, section 6): what they see.

export interface OrgUserShape {
  id: string;
  name: string;
  username: string;
  scopes: string[];
  venueIds: string[];
}
export interface OrgCompanyShape {
  id: string;
  name: string;
  users: OrgUserShape[];
}
export interface OrganizationShape {
  id: string;
  name: string;
  companies: OrgCompanyShape[];
}

/** The organization the user administers, with its companies and their active users. */
export async function administeredOrganization(db: DB, userId: string): Promise<OrganizationShape | null> {
  const [org] = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizationAdmins)
    .innerJoin(organizations, eq(organizations.id, organizationAdmins.organizationId))
    .where(eq(organizationAdmins.userId, userId));
  if (!org) return null;
  const companyRows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.organizationId, org.id))
    .orderBy(companies.name);
  const userRows = companyRows.length
    ? await db
        .select({
          id: users.id,
          name: users.name,
          username: users.email,
          companyId: users.companyId,
          scopes: permissions.scopes,
          venueIds: permissions.venueIds,
        })
        .from(users)
        .leftJoin(permissions, eq(permissions.userId, users.id))
        .where(
          and(
            inArray(
              users.companyId,
              companyRows.map((c) => c.id),
            ),
            eq(users.active, true),
          ),
        )
        .orderBy(users.name)
    : [];
  return {
    ...org,
    companies: companyRows.map((company) => ({
      ...company,
      users: userRows
        .filter((u) => u.companyId === company.id)
        .map((u) => ({
          id: u.id,
          name: u.name,
          username: u.username,
          scopes: u.scopes ?? [],
          venueIds: u.venueIds ?? [],
        })),
    })),
  };
}
