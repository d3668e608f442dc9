import { asc, eq } from 'drizzle-orm';
import { canSeeVenue } from '../../src/domain/scopes.ts';
import type { Viewer } from '../platform/context.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import { companies, users, venues } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';

/** The account a login names (the e-mail is the user name), if any. */
export async function userByLogin(db: Queryable, username: string) {
  const [user] = await db.select().from(users).where(eq(users.email, username));
  return user;
}

/**
 * The signed-in user with their company, and the first venue (oldest, then by name) the viewer
 * may see: what `userMetadata` answers from. Null when the user is gone.
 */
export async function viewerProfile(db: Queryable, viewer: Viewer) {
  const [row] = await db
    .select({ user: users, company: companies })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(ownRows(viewer, users, eq(users.id, viewer.userId)));
  if (!row) return null;
  const venueRows = await db
    .select({ id: venues.id })
    .from(venues)
    .where(ownRows(viewer, venues, eq(venues.deleted, false)))
    .orderBy(asc(venues.createdAt), asc(venues.name));
  const firstVenue = venueRows.find((venue) => canSeeVenue(viewer.venueIds, venue.id));
  return { ...row, firstVenueId: firstVenue?.id ?? null };
}
