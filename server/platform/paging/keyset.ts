import type { ArgBuilder, ObjectRef } from '@pothos/core';
import type { NameOrder } from '../../../src/domain/nameOrder.ts';
import { z } from '../../../src/domain/zod.ts';
import { badArguments } from '../api/domainError.ts';
import { isUuid } from '../api/versioned.ts';
import { builder, type SchemaOf, viewerOf } from '../builder.ts';
import type { Context } from '../context.ts';
import { type CursorValue, cursorBinding, decodeCursor, encodeCursor, isPageSize } from './cursor.ts';
import { nameOrderFor } from './nameOrder.ts';
import { PageInfo, type PageInfoShape } from './schema.ts';

/**
 * The resolver side of a keyset-paged list, written once: `first` checked, the cursor bound to the
 * list, the viewer's company and the list's filter, a foreign or malformed cursor answered like any
 * bad input. A list's service does the SQL (`(key, id) > cursor`, `limit first + 1`) and returns a
 * `KeysetRows`; `keysetPage` turns it into the `{ results count pageInfo }` answer.
 */

/** What a list's service returns for one page. */
export interface KeysetRows<Row> {
  rows: Row[];
  count: number;
  hasNextPage: boolean;
}

export interface Page<T> {
  results: T[];
  count: number;
  pageInfo: PageInfoShape;
}

/** A cursor's sort value, checked: `isText` for names and instants, `isNumber` for numbers. */
export type KeyCheck<K extends CursorValue> = (value: CursorValue | undefined) => value is K;
export const isText: KeyCheck<string> = (value): value is string => typeof value === 'string';
export const isNumber: KeyCheck<number> = (value): value is number => typeof value === 'number';
/** Either, for a list whose sort the caller picks (the key's own parser checks it further). */
export const isEither: KeyCheck<CursorValue> = (value): value is CursorValue => value !== undefined;

function badInput(): never {
  throw badArguments();
}

/** `first` or the list's default; outside 1–500 is bad input. */
export function pageSizeOf(first: number | null | undefined, fallback: number): number {
  const size = first ?? fallback;
  if (!isPageSize(size)) badInput();
  return size;
}

/** A list's filter arguments, checked like any input (bad input says no more than that). */
export function listFilterOf<T>(schema: z.ZodType<T>, value: unknown): T {
  const parsed = schema.safeParse(value);
  if (!parsed.success) badInput();
  return parsed.data;
}

/** One list's cursors for one filter (`scope`: anything JSON, the same for every page of it). */
export function keysetCursor<K extends CursorValue>(
  ctx: Context,
  list: string,
  scope: unknown,
  isKey: KeyCheck<K>,
) {
  const binding = cursorBinding(viewerOf(ctx), list, JSON.stringify(scope) ?? '');
  return {
    /** The `[key, id]` an `after` stands for; null without one. */
    read(after: string | null | undefined): [K, string] | null {
      if (!after) return null;
      const [key, id] = decodeCursor(ctx.tokenSecret, binding, after) ?? [];
      if (!isKey(key) || typeof id !== 'string') badInput();
      return [key, id];
    },
    /** The cursor that follows a page ending at `last`, when more follow. */
    next(hasNextPage: boolean, last: readonly [K, string] | undefined): string | null {
      return hasNextPage && last ? encodeCursor(ctx.tokenSecret, binding, last) : null;
    },
  };
}

interface KeysetSpec<Row, K extends CursorValue> {
  list: string;
  scope: unknown;
  first: number | null | undefined;
  pageSize: number;
  after: string | null | undefined;
  isKey: KeyCheck<K>;
  keyOf: (row: Row) => [K, string];
  load: (first: number, after: [K, string] | null) => Promise<KeysetRows<Row>>;
}

/**
 * A whole `{ results count pageInfo }` answer: `load` gets the checked size and cursor; `present`
 * adds what the rows need for the API (their venues, licences…).
 */
export async function keysetPage<Row, K extends CursorValue, Out>(
  ctx: Context,
  spec: KeysetSpec<Row, K> & { present: (rows: Row[]) => Promise<Out[]> },
): Promise<Page<Out>>;
export async function keysetPage<Row, K extends CursorValue>(
  ctx: Context,
  spec: KeysetSpec<Row, K>,
): Promise<Page<Row>>;
export async function keysetPage<Row, K extends CursorValue>(
  ctx: Context,
  spec: KeysetSpec<Row, K> & { present?: (rows: Row[]) => Promise<unknown[]> },
): Promise<Page<unknown>> {
  const first = pageSizeOf(spec.first, spec.pageSize);
  const cursor = keysetCursor(ctx, spec.list, spec.scope, spec.isKey);
  const page = await spec.load(first, cursor.read(spec.after));
  const last = page.rows.at(-1);
  return {
    results: spec.present ? await spec.present(page.rows) : page.rows,
    count: page.count,
    pageInfo: {
      hasNextPage: page.hasNextPage,
      endCursor: cursor.next(page.hasNextPage, last && spec.keyOf(last)),
    },
  };
}

/** The arguments of a list by name (`byNamePage`): `search`, `desc`, `first`, `after`. */
export const byNameArgs = (arg: ArgBuilder<SchemaOf>) => ({
  search: arg.string({ required: false }),
  desc: arg.boolean({ required: false }),
  first: arg.int({ required: false }),
  after: arg.string({ required: false }),
});

const nameSearch = z.object({ search: z.string().max(200), desc: z.boolean() });

/** What a list by name is asked for: the text to search and the direction. */
export type NameSearch = z.output<typeof nameSearch>;

interface ByNameSpec<Row> {
  list: string;
  pageSize: number;
  args: { search?: string | null; desc?: boolean | null; first?: number | null; after?: string | null };
  load: (
    query: NameSearch & { first: number; after: [string, string] | null; names: NameOrder },
  ) => Promise<KeysetRows<Row>>;
}

/**
 * A list by name, searched and sorted either way, keyset-paged (venues, staff): the `search` and
 * `desc` arguments checked once here, the cursor bound to them, the rows read by `load`.
 */
export function byNamePage<Row extends { name: string; id: string }, Out>(
  ctx: Context,
  spec: ByNameSpec<Row> & { present: (rows: Row[]) => Promise<Out[]> },
): Promise<Page<Out>>;
export function byNamePage<Row extends { name: string; id: string }>(
  ctx: Context,
  spec: ByNameSpec<Row>,
): Promise<Page<Row>>;
export function byNamePage<Row extends { name: string; id: string }>(
  ctx: Context,
  spec: ByNameSpec<Row> & { present?: (rows: Row[]) => Promise<unknown[]> },
): Promise<Page<unknown>> {
  const filter = listFilterOf(nameSearch, { search: spec.args.search ?? '', desc: spec.args.desc ?? false });
  // Names sort as the viewer's language expects (decision 0091); a cursor is good for that order only.
  const names = nameOrderFor(ctx);
  const common = {
    list: spec.list,
    scope: { ...filter, names },
    first: spec.args.first,
    pageSize: spec.pageSize,
    after: spec.args.after,
    isKey: isText,
    load: (first: number, after: [string, string] | null) => spec.load({ ...filter, first, after, names }),
    keyOf: (row: Row): [string, string] => [row.name, row.id],
  };
  const { present } = spec;
  return present ? keysetPage(ctx, { ...common, present }) : keysetPage(ctx, common);
}

/** The key of the newest-first lists: a row's instant (`createdAt`, `at`) and its id. */
export interface InstantKey {
  at: Date;
  id: string;
}

const isInstant: KeyCheck<string> = (value): value is string =>
  typeof value === 'string' && !Number.isNaN(Date.parse(value));

/**
 * The resolver side of a newest-first list answering `{ items, nextCursor }` (orders, the change
 * history, card payments, payout reports), written once: `first` checked, the `(instant, id)`
 * cursor bound to the list, the company and the filter (`scope`); a cursor that does not hold an
 * instant and a uuid is bad input. `load` reads at most `first + 1` rows after the key, newest
 * first; the one beyond the page says another follows.
 */
export async function newestFirstPage<K extends string, Row extends { id: string } & Record<K, Date>>(
  ctx: Context,
  spec: {
    list: string;
    scope: unknown;
    first: number | null | undefined;
    pageSize: number;
    after: string | null | undefined;
    /** The row's instant the list is sorted by (`createdAt`, `at`). */
    instant: K;
    load: (first: number, after: InstantKey | null) => Promise<Row[]>;
  },
): Promise<{ items: Row[]; nextCursor: string | null }> {
  const first = pageSizeOf(spec.first, spec.pageSize);
  const cursor = keysetCursor(ctx, spec.list, spec.scope, isInstant);
  const start = cursor.read(spec.after);
  if (start && !isUuid(start[1])) badInput();
  const rows = await spec.load(first, start && { at: new Date(start[0]), id: start[1] });
  const items = rows.slice(0, first);
  const last = items.at(-1);
  return {
    items,
    nextCursor: cursor.next(rows.length > first, last && [last[spec.instant].toISOString(), last.id]),
  };
}

/** The `<Name>Page { results count pageInfo }` type of a list of `item`. */
export function pageType<T>(name: string, item: ObjectRef<SchemaOf, T>) {
  return builder.objectRef<Page<T>>(name).implement({
    fields: (t) => ({
      results: t.field({ type: [item], resolve: (page) => page.results }),
      count: t.exposeInt('count', { description: 'All records that match, not only this page.' }),
      pageInfo: t.field({ type: PageInfo, resolve: (page) => page.pageInfo }),
    }),
  });
}
