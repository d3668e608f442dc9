import { and, count, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { NameOrder } from '../../../src/domain/nameOrder.ts';
import { normalizeQuery } from '../../../src/domain/search.ts';
import { DomainError } from '../api/domainError.ts';
import { isUuid } from '../api/versioned.ts';
import type { Context } from '../context.ts';
import { containsPattern } from '../db/like.ts';
import type { Queryable } from '../db/queryable.ts';
import { type CursorBinding, decodeCursor, encodeCursor, isPageSize, MAX_PAGE_SIZE } from './cursor.ts';
import { nameKey, nameOrderFor } from './nameOrder.ts';
import type { PageInfoShape } from './schema.ts';

/**
 * Keyset paging for the lists of named records (categories, courses, stations, upsells, kitchen
 * messages, modification groups, access levels): one helper, the same arguments and the same
 * answer for each, beside `items` (server/pim/itemsPage.ts), which has its own second sort key.
 *
 * Orders: NAME (the name in lower case, a leading `[TA]` ignored, keyed in the viewer's language so
 * å ä ö or æ ø å fall where it expects, byte order so PGlite and every PostgreSQL agree: decision
 * 0091) or POSITION (a list's own numeric order, then the name). Search ignores
 * case, spaces and hyphens (spec section 5), like the products list's.
 */
export const NAMED_ORDERS = ['NAME', 'POSITION'] as const;
export type NamedOrder = (typeof NAMED_ORDERS)[number];
export type Direction = 'ASC' | 'DESC';

export interface NamedPageArgs {
  first?: number | null;
  after?: string | null;
  filter?: {
    search?: string | null;
    id?: string | number | null;
    ids?: readonly (string | number)[] | null;
  } | null;
  orderBy?: NamedOrder | null;
  direction?: Direction | null;
}

/** What a list pages over: its table, the column named, the company's condition. */
export interface NamedList {
  /** The cursor's list name: a cursor of one list is refused by every other. */
  list: string;
  table: PgTable;
  id: PgColumn;
  name: PgColumn;
  /** A list's own numeric order (courses' serving order, upsells' display order). */
  position?: PgColumn;
  /** The company's rows this viewer may see. */
  where: SQL | undefined;
}

export interface NamedPage {
  count: number;
  /** The page's ids in order; the caller reads its records by them. */
  ids: string[];
  pageInfo: PageInfoShape;
}

/** Default page size when only a filter or an order is given. */
export const NAMED_PAGE_SIZE = 100;

/** A list argument outside its choices (an unknown sort, a foreign filter), in the shared words. */
const refuse = (field: string) =>
  new DomainError('BAD_USER_INPUT', (t) => t.errors.badInput(), {
    problems: [{ field, code: 'invalidChoice', wording: (t) => t.errors.invalidChoice() }],
  });

export function sortKey(column: PgColumn, order: NameOrder): SQL {
  return nameKey(sql`regexp_replace(${column}, '^\\s*\\[TA\\]\\s*', '', 'i')`, order);
}

/** The name as the search compares it: lower case, spaces and hyphens removed. */
export function searchKey(column: PgColumn): SQL {
  return sql`lower(regexp_replace(${column}, '[\\s\\-‐‑‒–—]+', '', 'g'))`;
}

/**
 * `filter.ids` (a picker's chosen records, whose names the editor shows), sorted and without
 * repeats; at most a page's worth (1–500), like `items(filter: { ids })`.
 */
function idsOf(filter: NamedPageArgs['filter']): string[] | null {
  if (filter?.ids == null) return null;
  if (filter.ids.length > MAX_PAGE_SIZE) throw refuse('ids');
  return [...new Set(filter.ids.map(String))].sort();
}

/** The rows a filter matches (the list's pages and its count read the same condition). */
export function matchingNamed(spec: NamedList, filter: NamedPageArgs['filter']): SQL | undefined {
  const search = normalizeQuery(filter?.search ?? '');
  const id = filter?.id == null ? null : String(filter.id);
  // Malformed, unknown and foreign ids match nothing (the company's condition is spec.where).
  const ids = idsOf(filter)?.filter(isUuid) ?? null;
  return and(
    spec.where,
    search ? sql`${searchKey(spec.name)} like ${containsPattern(search)}` : undefined,
    // One record by id (an editor opened from a link): a foreign or malformed id matches nothing.
    id === null ? undefined : isUuid(id) ? sql`${spec.id} = ${id}::uuid` : sql`false`,
    ids === null ? undefined : idIn(spec.id, ids),
  );
}

/** `column in (ids)` for checked uuids; none matches nothing (`in ()` is no SQL). */
export function idIn(column: PgColumn, ids: readonly string[]): SQL {
  if (ids.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

/**
 * One page of a named list: filtered, sorted and cut in SQL, with the total matching. A cursor
 * is signed for the list, the company, the order and the search: anything else answers
 * BAD_USER_INPUT, like `first` outside 1–500 or an order the list has not.
 */
export async function pageNamed(
  ctx: Context,
  db: Queryable,
  companyId: string,
  spec: NamedList,
  args: NamedPageArgs,
): Promise<NamedPage> {
  const first = args.first ?? NAMED_PAGE_SIZE;
  if (!isPageSize(first)) throw refuse('first');
  const order: NamedOrder = args.orderBy ?? 'NAME';
  if (order === 'POSITION' && !spec.position) throw refuse('orderBy');
  const direction: Direction = args.direction ?? 'ASC';
  const names = nameOrderFor(ctx);
  const search = normalizeQuery(args.filter?.search ?? '');
  const where = matchingNamed(spec, args.filter);
  const id = args.filter?.id == null ? null : String(args.filter.id);
  const ids = idsOf(args.filter);
  const binding: CursorBinding = {
    list: spec.list,
    companyId,
    // The ids are part of the filter a cursor is good for (only when given: older cursors stay good).
    // The key depends on the language's order (decision 0091): a cursor is good for that order only.
    scope: JSON.stringify(
      ids ? [order, search, id, direction, ids, names] : [order, search, id, direction, names],
    ),
  };
  const name = sortKey(spec.name, names);
  const position = order === 'POSITION' && spec.position ? spec.position : null;
  const beyond = sql.raw(direction === 'DESC' ? '<' : '>');
  const way = sql.raw(direction === 'DESC' ? 'desc' : 'asc');

  let start: SQL | undefined;
  if (args.after != null) {
    const values = decodeCursor(ctx.tokenSecret, binding, args.after);
    if (!values) throw refuse('after');
    const [key, id, at] = values;
    if (typeof key !== 'string' || typeof id !== 'string' || !isUuid(id)) throw refuse('after');
    // Every key runs the same way, so one row comparison states "after the cursor's row".
    if (position) {
      if (typeof at !== 'number' || !Number.isInteger(at)) throw refuse('after');
      start = sql`(${position}, ${name}, ${spec.id}) ${beyond} (${at}::integer, ${key} collate "C", ${id}::uuid)`;
    } else start = sql`(${name}, ${spec.id}) ${beyond} (${key} collate "C", ${id}::uuid)`;
  }

  const orderBy = [
    ...(position ? [sql`${position} ${way}`] : []),
    sql`${name} ${way}`,
    sql`${spec.id} ${way}`,
  ];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: sql<string>`${spec.id}`,
        key: sql<string>`${name}`,
        at: sql<number | null>`${position ?? sql`null`}`,
      })
      .from(spec.table)
      .where(and(where, start))
      .orderBy(...orderBy)
      .limit(first + 1),
    db.select({ count: count() }).from(spec.table).where(where),
  ]);
  const hasNextPage = rows.length > first;
  const page = rows.slice(0, first);
  const last = page.at(-1);
  const endCursor =
    hasNextPage && last
      ? encodeCursor(
          ctx.tokenSecret,
          binding,
          position ? [last.key, last.id, Number(last.at)] : [last.key, last.id],
        )
      : null;
  return {
    count: Number(total?.count ?? 0),
    ids: page.map((row) => row.id),
    pageInfo: { endCursor, hasNextPage },
  };
}

/** The page's records in the page's order (a record gone meanwhile is left out). */
export function inPageOrder<T extends { id: string }>(ids: readonly string[], rows: readonly T[]): T[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}
