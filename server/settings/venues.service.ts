import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { VenueSettings } from '../../src/domain/venueSettings.ts';
import { DomainError } from '../platform/api/domainError.ts';
import { checkVersion, isUuid, notFound } from '../platform/api/versioned.ts';
import type { Viewer } from '../platform/context.ts';
import type { DB } from '../platform/db/client.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import { companies, type VenueRow, venues } from '../platform/db/schema/index.ts';
import { ownRow, ownRows, seesVenueColumn } from '../platform/db/tenant.ts';
import { type ByNameQuery, countWhere, pageByName, searchColumns } from '../platform/paging/byName.ts';
import { refuse } from './errors.ts';

/** The company's live venues this viewer may see (a venue-restricted user sees only theirs). */
function visible(viewer: Viewer): SQL {
  return ownRows(viewer, venues, eq(venues.deleted, false), seesVenueColumn(viewer, venues.id));
}

/** One page of the venues by name, with the count of the whole search (name, city, street). */
export async function listVenues(db: Queryable, viewer: Viewer, args: ByNameQuery) {
  const where = and(visible(viewer), searchColumns(args.search, [venues.name, venues.city, venues.street]));
  return pageByName(
    args,
    { name: venues.name, id: venues.id },
    {
      rows: (after, order, limit) =>
        db
          .select()
          .from(venues)
          .where(and(where, after))
          .orderBy(...order)
          .limit(limit),
      count: () => countWhere(db, venues, where),
    },
  );
}

export async function findVenue(db: Queryable, viewer: Viewer, id: string): Promise<VenueRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(venues)
    .where(and(visible(viewer), eq(venues.id, id)));
  return row ?? null;
}

/**
 * A new venue with the spec's defaults where the form leaves them (phone `0`, active). Only a user
 * who sees every venue may add one: a venue-restricted user would not see what they made.
 */
export async function createVenue(db: DB, viewer: Viewer, data: VenueSettings): Promise<VenueRow> {
  if (viewer.venueIds.length) throw new DomainError('FORBIDDEN', (t) => t.errors.forbidden());
  const [company] = await db
    .select({ organizationId: companies.organizationId })
    .from(companies)
    .where(eq(companies.id, viewer.companyId));
  const [row] = await db
    .insert(venues)
    .values(
      ownRow(viewer, {
        ...data,
        phone: data.phone || '0',
        organizationId: company?.organizationId ?? null,
      }),
    )
    .returning();
  if (!row) throw new Error('venue not created');
  return row;
}

export async function updateVenue(
  db: DB,
  viewer: Viewer,
  id: string,
  data: VenueSettings,
  expectedVersion: number | null | undefined,
): Promise<VenueRow> {
  return db.transaction(async (tx) => {
    if (!isUuid(id)) throw notFound();
    const [current] = await tx
      .select()
      .from(venues)
      .where(and(visible(viewer), eq(venues.id, id)))
      .for('update');
    if (!current) throw notFound();
    checkVersion(current.version, expectedVersion);
    const [row] = await tx
      .update(venues)
      .set({ ...data, phone: data.phone || '0', version: sql`${venues.version} + 1` })
      .where(eq(venues.id, id))
      .returning();
    if (!row) throw notFound();
    return row;
  });
}

/** Soft delete (orders and reports keep pointing at it); a company keeps at least one venue. */
export async function deleteVenue(db: DB, viewer: Viewer, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!isUuid(id)) throw notFound();
    // The company row is the lock two deletes at once queue on, so the last venue stays.
    await tx
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.id, viewer.companyId))
      .for('update');
    const [current] = await tx
      .select()
      .from(venues)
      .where(and(visible(viewer), eq(venues.id, id)));
    if (!current) throw notFound();
    const [left] = await tx
      .select({ n: count() })
      .from(venues)
      .where(ownRows(viewer, venues, eq(venues.deleted, false)));
    if (Number(left?.n ?? 0) <= 1) refuse('id', 'lastVenue');
    await tx
      .update(venues)
      .set({ deleted: true, version: sql`${venues.version} + 1` })
      .where(eq(venues.id, id));
  });
}
