import { and, asc, count, desc, eq, gt, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { NameOrder } from '../../../src/domain/nameOrder.ts';
import { containsPattern } from '../db/like.ts';
import type { Queryable } from '../db/queryable.ts';
import type { KeysetRows, NameSearch } from './keyset.ts';
import { nameKey } from './nameOrder.ts';

/**
 * The SQL side of a list by name (`byNamePage`: venues, staff, back-office users), written once:
 * the search over a few text columns, the `(name, id)` keyset either way, and the page cut with
 * the count of all that match. A list's service names its columns and reads its rows.
 */

/**
 * What a list by name asks its service for: the search, the direction, the size, the cursor and
 * the viewer's language's order of names (decision 0091).
 */
export type ByNameQuery = NameSearch & {
  first: number;
  after: readonly [string, string] | null;
  names: NameOrder;
};

/** Rows where any of the columns holds the text (case ignored; `%` and `_` are plain text). */
export function searchColumns(search: string, columns: readonly PgColumn[]): SQL | undefined {
  const text = search.trim();
  if (!text) return undefined;
  const like = containsPattern(text);
  return or(...columns.map((column) => ilike(column, like)));
}

/** How many rows of the table match (a list's `count`). */
export async function countWhere(db: Queryable, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return Number(row?.n ?? 0);
}

/**
 * One page by `(name, id)`, the name keyed in the viewer's language (the cursor holds the name,
 * keyed alike in the comparison, so a page starts exactly where the order left off): `rows` gets the keyset condition (rows after the cursor), the order and
 * the limit (one more than the page, to know whether another follows); `count` counts all that match.
 */
export async function pageByName<Row>(
  query: ByNameQuery,
  key: { name: PgColumn; id: PgColumn },
  read: {
    rows: (after: SQL | undefined, order: SQL[], limit: number) => Promise<Row[]>;
    count: () => Promise<number>;
  },
): Promise<KeysetRows<Row>> {
  const [name, id] = query.after ?? [];
  const beyond = query.desc ? lt : gt;
  const sorted = nameKey(key.name, query.names);
  const start = name === undefined ? undefined : nameKey(name, query.names);
  const after =
    start !== undefined && id !== undefined
      ? or(beyond(sorted, start), and(eq(sorted, start), beyond(key.id, id)))
      : undefined;
  const order = query.desc ? [desc(sorted), desc(key.id)] : [asc(sorted), asc(key.id)];
  const [rows, count] = await Promise.all([read.rows(after, order, query.first + 1), read.count()]);
  return { rows: rows.slice(0, query.first), hasNextPage: rows.length > query.first, count };
}
