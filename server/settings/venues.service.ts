import { and, asc, count, desc, eq, gt, ilike, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { VenueSettings } from '../../src/domain/venueSettings.ts';
import { DomainError } from '../api/domainError.ts';
import { checkVersion, isUuid, notFound } from '../api/versioned.ts';
import type { Viewer } from '../context.ts';
import type { DB } from '../db/client.ts';
import type { Queryable } from '../db/queryable.ts';
import { companies, type VenueRow, venues } from '../db/schema/index.ts';
import { refuse } from './errors.ts';

/** The company's live venues this viewer may see (a venue-restricted user sees only theirs). */
function visible(viewer: Viewer): SQL | undefined {
  return and(
    eq(venues.companyId, viewer.companyId),
    eq(venues.deleted, false),
    viewer.venueIds.length ? inArray(venues.id, viewer.venueIds) : undefined,
  );
}

function searchWhere(search: string): SQL | undefined {
  const text = search.trim();
  if (!text) return undefined;
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(venues.name, like), ilike(venues.city, like), ilike(venues.street, like));
}

export interface VenueListArgs {
  search: string;
  desc: boolean;
  first: number;
  after: [string, string] | null;
}

/** One page of the venues by name, with the count of the whole search. */
export async function listVenues(db: Queryable, viewer: Viewer, args: VenueListArgs) {
  const where = and(visible(viewer), searchWhere(args.search));
  const [name, id] = args.after ?? [];
  const before = args.desc ? lt : gt;
  const keyset =
    name !== undefined && id !== undefined
      ? or(before(venues.name, name), and(eq(venues.name, name), before(venues.id, id)))
      : undefined;
  const order = args.desc ? [desc(venues.name), desc(venues.id)] : [asc(venues.name), asc(venues.id)];
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(venues)
      .where(and(where, keyset))
      .orderBy(...order)
      .limit(args.first + 1),
    db.select({ n: count() }).from(venues).where(where),
  ]);
  return {
    rows: rows.slice(0, args.first),
    hasNextPage: rows.length > args.first,
    count: Number(total?.n ?? 0),
  };
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
    .values({
      ...data,
      phone: data.phone || '0',
      companyId: viewer.companyId,
      organizationId: company?.organizationId ?? null,
    })
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
      .where(and(eq(venues.companyId, viewer.companyId), eq(venues.deleted, false)));
    if (Number(left?.n ?? 0) <= 1) refuse('id', 'lastVenue');
    await tx
      .update(venues)
      .set({ deleted: true, version: sql`${venues.version} + 1` })
      .where(eq(venues.id, id));
  });
}
