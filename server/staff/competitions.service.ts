import { and, asc, count, eq, gt, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import {
  type CompetitionMetric,
  type LeaderboardEntry,
  rankLeaderboard,
  UNSOLD_STATUSES,
} from '../../src/domain/competitions.ts';
import { DomainError } from '../platform/api/domainError.ts';
import { isUuid } from '../platform/api/versioned.ts';
import type { Viewer } from '../platform/context.ts';
import { containsPattern } from '../platform/db/like.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import {
  type CompetitionRow,
  categories,
  competitions,
  itemCategories,
  items,
  orderLines,
  orders,
} from '../platform/db/schema/index.ts';
import { ownRow, ownRows, seesVenueColumn } from '../platform/db/tenant.ts';
import { permittedVenue } from '../venues/venues.service.ts';

/** Sales competitions between staff (issue 21 item 3), counted from the company's orders. */

export interface CompetitionData {
  name: string;
  metric: CompetitionMetric;
  startsAt: Date;
  endsAt: Date;
  venueId: string | null;
  itemIds: string[];
  categoryIds: string[];
}

function refuse(field: string, code: 'period' | 'targets' | 'venue' | 'required'): never {
  throw new DomainError('BAD_USER_INPUT', (t) => t.competitions.errors.checkFields(), {
    problems: [{ field, code, wording: (t) => t.competitions.errors[code]() }],
  });
}

/** A venue-restricted viewer sees the competitions of their venues only. */
function visible(viewer: Viewer): SQL {
  return ownRows(viewer, competitions, seesVenueColumn(viewer, competitions.venueId));
}

export async function createCompetition(
  db: Queryable,
  viewer: Viewer,
  data: CompetitionData,
): Promise<CompetitionRow> {
  if (!data.name.trim()) refuse('name', 'required');
  if (data.endsAt.getTime() <= data.startsAt.getTime()) refuse('endsAt', 'period');
  if (data.itemIds.length + data.categoryIds.length === 0) refuse('itemIds', 'targets');
  if (viewer.venueIds.length && !data.venueId) refuse('venueId', 'venue');
  if (data.venueId && !(await permittedVenue(db, viewer, data.venueId))) refuse('venueId', 'venue');
  // Products and categories must be the company's: a foreign id is refused like a missing one.
  const itemIds = [...new Set(data.itemIds)];
  const categoryIds = [...new Set(data.categoryIds)];
  if (itemIds.some((id) => !isUuid(id)) || categoryIds.some((id) => !isUuid(id)))
    refuse('itemIds', 'targets');
  if (itemIds.length) {
    const [found] = await db
      .select({ n: count() })
      .from(items)
      .where(ownRows(viewer, items, inArray(items.id, itemIds)));
    if (Number(found?.n ?? 0) !== itemIds.length) refuse('itemIds', 'targets');
  }
  if (categoryIds.length) {
    const [found] = await db
      .select({ n: count() })
      .from(categories)
      .where(ownRows(viewer, categories, inArray(categories.id, categoryIds)));
    if (Number(found?.n ?? 0) !== categoryIds.length) refuse('categoryIds', 'targets');
  }
  const [row] = await db
    .insert(competitions)
    .values(ownRow(viewer, { ...data, name: data.name.trim(), itemIds, categoryIds }))
    .returning();
  if (!row) throw new Error('competition not created');
  return row;
}

export async function findCompetition(
  db: Queryable,
  viewer: Viewer,
  id: string,
): Promise<CompetitionRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select()
    .from(competitions)
    .where(and(visible(viewer), eq(competitions.id, id)));
  return row ?? null;
}

/** The competitions, newest start first, keyset-paged on (start, id). */
export async function listCompetitions(
  db: Queryable,
  viewer: Viewer,
  args: { first: number; after: [string, string] | null },
) {
  const [start, id] = args.after ?? [];
  const keyset =
    start !== undefined && id !== undefined
      ? or(
          sql`${competitions.startsAt} < ${new Date(start)}`,
          and(eq(competitions.startsAt, new Date(start)), gt(competitions.id, id)),
        )
      : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(competitions)
      .where(and(visible(viewer), keyset))
      .orderBy(sql`${competitions.startsAt} desc`, asc(competitions.id))
      .limit(args.first + 1),
    db.select({ n: count() }).from(competitions).where(visible(viewer)),
  ]);
  return {
    rows: rows.slice(0, args.first),
    hasNextPage: rows.length > args.first,
    count: Number(total?.n ?? 0),
  };
}

/**
 * The leaderboard: the competition's products (and the products of its categories) sold by each
 * staff member in its period and venue, counted from the orders (refunded quantities left out).
 */
export async function leaderboard(db: Queryable, competition: CompetitionRow): Promise<LeaderboardEntry[]> {
  const targets: SQL[] = [];
  if (competition.itemIds.length) targets.push(inArray(orderLines.itemId, competition.itemIds));
  if (competition.categoryIds.length)
    targets.push(
      inArray(
        orderLines.itemId,
        db
          .select({ id: itemCategories.itemId })
          .from(itemCategories)
          .where(inArray(itemCategories.categoryId, competition.categoryIds)),
      ),
    );
  if (!targets.length) return [];
  const tenant = { companyId: competition.companyId };
  const rows = await db
    .select({
      staffName: orders.staffName,
      quantity: sql<string>`coalesce(sum(${orderLines.quantity} - ${orderLines.refundedQuantity}), 0)`,
      amount: sql<string>`coalesce(sum(${orderLines.total}), 0)`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(
        ownRows(tenant, orders),
        ownRows(tenant, orderLines),
        competition.venueId ? eq(orders.venueId, competition.venueId) : undefined,
        sql`${orders.createdAt} >= ${competition.startsAt}`,
        sql`${orders.createdAt} < ${competition.endsAt}`,
        notInArray(orders.status, [...UNSOLD_STATUSES]),
        sql`${orders.staffName} is not null`,
        or(...targets),
      ),
    )
    .groupBy(orders.staffName);
  return rankLeaderboard(
    rows.map((row) => ({
      staffName: row.staffName ?? '',
      quantity: Number(row.quantity),
      amount: Number(row.amount),
    })),
    competition.metric,
  );
}

/**
 * What a competition may count, for its form: the company's live categories and products whose
 * name matches, 50 of each at most (the form searches; it never downloads the catalogue).
 */
export async function competitionTargets(
  db: Queryable,
  viewer: Viewer,
  search: string,
): Promise<{ categories: { id: string; name: string }[]; items: { id: string; name: string }[] }> {
  const pattern = containsPattern(search);
  const [categoryRows, itemRows] = await Promise.all([
    db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(ownRows(viewer, categories, sql`${categories.name} ilike ${pattern}`))
      .orderBy(asc(categories.name), asc(categories.id))
      .limit(50),
    db
      .select({ id: items.id, name: items.title })
      .from(items)
      .where(ownRows(viewer, items, eq(items.deleted, false), sql`${items.title} ilike ${pattern}`))
      .orderBy(asc(items.title), asc(items.id))
      .limit(50),
  ]);
  return { categories: categoryRows, items: itemRows };
}
