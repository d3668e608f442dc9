import { and, asc, count, eq, gt, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { type BeeperRange, rangesOverlap } from '../../src/domain/beepers.ts';
import { invalidFields } from '../platform/api/input.ts';
import { checkVersion, isUuid, notFound } from '../platform/api/versioned.ts';
import type { Viewer } from '../platform/context.ts';
import type { DB } from '../platform/db/client.ts';
import { containsPattern } from '../platform/db/like.ts';
import type { Queryable, Tx } from '../platform/db/queryable.ts';
import { type BeeperRangeRow, beeperRanges, venues } from '../platform/db/schema/index.ts';
import { ownRow, ownRows, seesVenue, venueRows } from '../platform/db/tenant.ts';
import { BEEPER_FIELDS } from './errors.ts';

export type BeeperRangeView = BeeperRangeRow & { venueName: string };

/** The company's ranges on venues this viewer may see (live venues only). */
function visible(viewer: Viewer): SQL {
  return venueRows(viewer, beeperRanges, eq(venues.deleted, false));
}

const columns = {
  id: beeperRanges.id,
  companyId: beeperRanges.companyId,
  venueId: beeperRanges.venueId,
  name: beeperRanges.name,
  first: beeperRanges.first,
  last: beeperRanges.last,
  enabled: beeperRanges.enabled,
  version: beeperRanges.version,
  createdAt: beeperRanges.createdAt,
  venueName: venues.name,
};

function searchWhere(search: string): SQL | undefined {
  const text = search.trim();
  if (!text) return undefined;
  const like = containsPattern(text);
  return or(ilike(beeperRanges.name, like), ilike(venues.name, like));
}

export interface BeeperListArgs {
  search: string;
  venueId: string | null;
  first: number;
  after: [number, string] | null;
}

/** One page of ranges by first number (then id), optionally of one venue, with the total count. */
export async function listBeeperRanges(db: Queryable, viewer: Viewer, args: BeeperListArgs) {
  if (args.venueId !== null && !isUuid(args.venueId)) return { rows: [], hasNextPage: false, count: 0 };
  const where = and(
    visible(viewer),
    args.venueId ? eq(beeperRanges.venueId, args.venueId) : undefined,
    searchWhere(args.search),
  );
  const keyset = args.after
    ? or(
        gt(beeperRanges.first, args.after[0]),
        and(eq(beeperRanges.first, args.after[0]), gt(beeperRanges.id, args.after[1])),
      )
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(beeperRanges)
      .innerJoin(venues, eq(venues.id, beeperRanges.venueId))
      .where(and(where, keyset))
      .orderBy(asc(beeperRanges.first), asc(beeperRanges.id))
      .limit(args.first + 1),
    db
      .select({ n: count() })
      .from(beeperRanges)
      .innerJoin(venues, eq(venues.id, beeperRanges.venueId))
      .where(where),
  ]);
  return {
    rows: rows.slice(0, args.first),
    hasNextPage: rows.length > args.first,
    count: Number(total?.n ?? 0),
  };
}

export async function findBeeperRange(
  db: Queryable,
  viewer: Viewer,
  id: string,
): Promise<BeeperRangeView | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select(columns)
    .from(beeperRanges)
    .innerJoin(venues, eq(venues.id, beeperRanges.venueId))
    .where(and(visible(viewer), eq(beeperRanges.id, id)));
  return row ?? null;
}

/**
 * The venue must be one of the viewer's (a foreign one reads like a missing one: a field error on
 * venueId), and the numbers must not overlap another range of that venue. The venue row is the
 * lock two saves at once queue on.
 */
async function checkRange(tx: Tx, viewer: Viewer, data: BeeperRange, exceptId: string | null): Promise<void> {
  const venueOk =
    isUuid(data.venueId) && seesVenue(viewer, data.venueId)
      ? await tx
          .select({ id: venues.id })
          .from(venues)
          .where(ownRows(viewer, venues, eq(venues.id, data.venueId), eq(venues.deleted, false)))
          .for('update')
      : [];
  if (!venueOk.length) throw invalidFields({ venueId: 'invalid' as const }, BEEPER_FIELDS);
  const others = await tx
    .select({ first: beeperRanges.first, last: beeperRanges.last })
    .from(beeperRanges)
    .where(and(eq(beeperRanges.venueId, data.venueId), exceptId ? ne(beeperRanges.id, exceptId) : undefined));
  if (others.some((other) => rangesOverlap(other, data)))
    throw invalidFields({ first: 'overlap' as const }, BEEPER_FIELDS);
}

export async function createBeeperRange(db: DB, viewer: Viewer, data: BeeperRange): Promise<BeeperRangeView> {
  const id = await db.transaction(async (tx) => {
    await checkRange(tx, viewer, data, null);
    const [row] = await tx
      .insert(beeperRanges)
      .values(ownRow(viewer, data))
      .returning({ id: beeperRanges.id });
    if (!row) throw new Error('beeper range not created');
    return row.id;
  });
  const row = await findBeeperRange(db, viewer, id);
  if (!row) throw notFound();
  return row;
}

export async function updateBeeperRange(
  db: DB,
  viewer: Viewer,
  id: string,
  data: BeeperRange,
  expectedVersion: number | null | undefined,
): Promise<BeeperRangeView> {
  await db.transaction(async (tx) => {
    const current = await findBeeperRange(tx, viewer, id);
    if (!current) throw notFound();
    await checkRange(tx, viewer, data, id);
    const [locked] = await tx
      .select({ version: beeperRanges.version })
      .from(beeperRanges)
      .where(eq(beeperRanges.id, id))
      .for('update');
    if (!locked) throw notFound();
    checkVersion(locked.version, expectedVersion);
    await tx
      .update(beeperRanges)
      .set({ ...data, version: sql`${beeperRanges.version} + 1` })
      .where(eq(beeperRanges.id, id));
  });
  const row = await findBeeperRange(db, viewer, id);
  if (!row) throw notFound();
  return row;
}

export async function deleteBeeperRange(db: DB, viewer: Viewer, id: string): Promise<void> {
  const current = await findBeeperRange(db, viewer, id);
  if (!current) throw notFound();
  await db.delete(beeperRanges).where(ownRows(viewer, beeperRanges, eq(beeperRanges.id, id)));
}
