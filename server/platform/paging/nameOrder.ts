import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import {
  KEY_SEPARATOR,
  type NameOrder,
  nameOrderOf,
  nameOrderTables,
  sortByName,
} from '../../../src/domain/nameOrder.ts';
import type { Context } from '../context.ts';

/**
 * The SQL twin of `nameSortKey` (src/domain/nameOrder.ts, decision 0091): the name in lower case,
 * two-letter letters expanded, each letter mapped, then the tie-break, compared in byte order ("C"). The same text
 * on PostgreSQL and PGlite, so both sort alike and a cursor's key compares as the list sorts.
 * The tables are constants of the code, written as literals (one statement's text per order).
 */
const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

const keys = new Map<NameOrder, (value: SQL) => SQL>();

function keyOf(order: NameOrder): (value: SQL) => SQL {
  let key = keys.get(order);
  if (!key) {
    const { expand, from, to, swapFrom, swapTo } = nameOrderTables(order);
    const fromText = literal(from);
    const toText = literal(to);
    // chr(1), not the character itself: a statement's text holds no control characters.
    const separator = sql.raw(`chr(${KEY_SEPARATOR.codePointAt(0)})`);
    const tieBreak = (lower: SQL) =>
      swapFrom ? sql`translate(${lower}, ${literal(swapFrom)}, ${literal(swapTo)})` : lower;
    key = (value) => {
      let text = sql`lower(${value})`;
      for (const [letters, into] of expand)
        text = sql`replace(${text}, ${literal(letters)}, ${literal(into)})`;
      const first = sql`translate(${text}, ${fromText}, ${toText})`;
      return sql`(${first} || ${separator} || ${tieBreak(sql`lower(${value})`)}) collate "C"`;
    };
    keys.set(order, key);
  }
  return key;
}

/** A name's sort key in the order (a column, an expression, or a cursor's text). */
export function nameKey(value: PgColumn | SQL | string, order: NameOrder): SQL {
  const text = typeof value === 'string' ? sql`${value}::text` : sql`${value}`;
  return keyOf(order)(text);
}

/** The order of the viewer's language: the language the request asked in. */
export function nameOrderFor(ctx: Pick<Context, 'locale'>): NameOrder {
  return nameOrderOf(ctx.locale);
}

/**
 * A whole list (bounded by nature: a company's access levels, stations, payment methods) in the
 * viewer's order, as its paged twin would give it: the database's own collation is byte order on
 * PGlite and whatever the cluster was made with on PostgreSQL, so neither is a language's order.
 */
export function inViewerOrder<T>(
  ctx: Pick<Context, 'locale'>,
  rows: readonly T[],
  nameOf: (row: T) => string,
): T[] {
  return sortByName(rows, nameOf, nameOrderFor(ctx));
}
