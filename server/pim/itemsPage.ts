import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { NameOrder } from '../../src/domain/nameOrder.ts';
import { normalizeQuery } from '../../src/domain/search.ts';
import type { Context } from '../platform/context.ts';
import { containsPattern } from '../platform/db/like.ts';
import { items } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';
import {
  type CursorBinding,
  decodeCursor,
  encodeCursor,
  isPageSize,
  MAX_PAGE_SIZE,
  type SortDirection,
} from '../platform/paging/cursor.ts';
import { idIn } from '../platform/paging/named.ts';
import { nameKey, nameOrderFor } from '../platform/paging/nameOrder.ts';
import type { PageInfoShape } from '../platform/paging/schema.ts';
import { badInput, isUuid, type Queryable } from './common.ts';
import { categoriesByItem, type ItemShape } from './items.ts';

export const ITEM_ORDERS = ['TITLE', 'PRICE'] as const;
export type ItemOrder = (typeof ITEM_ORDERS)[number];

export interface ItemPageArgs {
  first?: number | null;
  after?: string | null;
  filter?: { categoryId?: string | null; search?: string | null; ids?: readonly string[] | null } | null;
  orderBy?: ItemOrder | null;
  direction?: SortDirection | null;
}

/** Any paging argument given: the list is answered from SQL, page by page. */
export function wantsPage(args: ItemPageArgs): boolean {
  return (
    args.first != null ||
    args.after != null ||
    args.filter != null ||
    args.orderBy != null ||
    args.direction != null
  );
}

/**
 * The title's key in the viewer's language (decision 0091): the stored `sort_title` (lower case, a
 * leading [TA] ignored) mapped so å ä ö or æ ø å fall where the language expects, byte order.
 */
const sortTitle = (order: NameOrder) => nameKey(items.sortTitle, order);
/**
 * Spec section 5's second key: the name of the product's first category, keyed alike. The outer
 * row is named in full: Drizzle writes a bare "id", which inside the subquery would be the category's.
 */
const firstCategory = (order: NameOrder) => sql<string>`coalesce((
  select ${nameKey(sql`c.name`, order)} from item_categories ic join categories c on c.id = ic.category_id
  where ic.item_id = "items"."id" order by ic.position, c.name limit 1), '') collate "C"`;

/**
 * The rows after the cursor's, in the order's keys (keyset: an index range, never OFFSET). Every
 * key runs the same way (descending reverses them all, the id included), so one comparison
 * operator serves and the index is read forwards or backwards.
 */
function after(
  order: ItemOrder,
  names: NameOrder,
  direction: SortDirection,
  values: readonly (string | number)[],
): SQL | null {
  const beyond = sql.raw(direction === 'DESC' ? '<' : '>');
  const reach = sql.raw(direction === 'DESC' ? '<=' : '>=');
  if (order === 'TITLE') {
    const [title, category, id] = values;
    if (typeof title !== 'string' || typeof category !== 'string' || typeof id !== 'string' || !isUuid(id))
      return null;
    const key = sortTitle(names);
    const second = firstCategory(names);
    return sql`(${key} ${reach} ${title} and (${key} ${beyond} ${title} or (${second} ${beyond} ${category} collate "C") or (${second} = ${category} collate "C" and ${items.id} ${beyond} ${id}::uuid)))`;
  }
  const [price, id] = values;
  if (typeof price !== 'number' || !Number.isInteger(price) || typeof id !== 'string' || !isUuid(id))
    return null;
  return sql`(${items.defaultPrice} ${reach} ${price} and (${items.defaultPrice} ${beyond} ${price} or ${items.id} ${beyond} ${id}::uuid))`;
}

/**
 * The company's live items a list filter matches (category; search ignoring case, spaces and
 * hyphens): the list's pages and its bulk changes of "all N matching" read the same condition.
 */
export function matchingItems(companyId: string, filter: ItemPageArgs['filter']): SQL | undefined {
  const categoryId = filter?.categoryId ?? null;
  const search = normalizeQuery(filter?.search ?? '');
  // A picker's chosen products by id: malformed, unknown and foreign ids match nothing.
  const ids = filter?.ids ? [...new Set(filter.ids.filter(isUuid))] : null;
  return ownRows(
    { companyId },
    items,
    eq(items.deleted, false),
    // A foreign, unknown or malformed category matches nothing, like any other missing id.
    categoryId !== null && !isUuid(categoryId) ? sql`false` : undefined,
    categoryId && isUuid(categoryId)
      ? sql`exists (select 1 from item_categories ic where ic.item_id = "items"."id" and ic.category_id = ${categoryId}::uuid)`
      : undefined,
    search ? sql`${items.searchText} like ${containsPattern(search)}` : undefined,
    ids === null ? undefined : idIn(items.id, ids),
  );
}

/** `filter.ids` holds at most a page's worth (a picker's chosen products), 1–500 ids. */
export function checkItemIds(filter: ItemPageArgs['filter']): void {
  if (filter?.ids && filter.ids.length > MAX_PAGE_SIZE) throw badInput({ ids: 'invalidChoice' });
}

/**
 * One page of the company's live items: filtered (category, search that ignores case, spaces and
 * hyphens), sorted (title then first category, or price) and cut in SQL, with the total matching.
 */
export async function pageItems(
  ctx: Context,
  db: Queryable,
  companyId: string,
  args: ItemPageArgs,
): Promise<{ count: number; results: ItemShape[]; pageInfo: PageInfoShape }> {
  const order: ItemOrder = args.orderBy ?? 'TITLE';
  const direction: SortDirection = args.direction ?? 'ASC';
  const names = nameOrderFor(ctx);
  if (args.first != null && !isPageSize(args.first)) throw badInput({ first: 'invalidChoice' });
  checkItemIds(args.filter);
  const categoryId = args.filter?.categoryId ?? null;
  const search = normalizeQuery(args.filter?.search ?? '');
  const ids = args.filter?.ids ? [...new Set(args.filter.ids)].sort() : null;
  const where = matchingItems(companyId, args.filter);
  const binding: CursorBinding = {
    list: 'items',
    companyId,
    // The key depends on the language's order: a cursor is good for that order only.
    scope: JSON.stringify(
      ids
        ? [order, categoryId, search, direction, ids, names]
        : [order, categoryId, search, direction, names],
    ),
  };
  let start: SQL | null = null;
  if (args.after != null) {
    const values = decodeCursor(ctx.tokenSecret, binding, args.after);
    start = values ? after(order, names, direction, values) : null;
    if (!start) throw badInput({ after: 'invalidChoice' });
  }

  const way = direction === 'DESC' ? sql.raw('desc') : sql.raw('asc');
  const orderBy =
    order === 'TITLE'
      ? [sql`${sortTitle(names)} ${way}`, sql`${firstCategory(names)} ${way}`, sql`${items.id} ${way}`]
      : [sql`${items.defaultPrice} ${way}`, sql`${items.id} ${way}`];
  const query = db
    .select({ row: items, title: sql<string>`${sortTitle(names)}`, category: firstCategory(names) })
    .from(items)
    .where(start ? and(where, start) : where)
    .orderBy(...orderBy);
  const [rows, [total]] = await Promise.all([
    args.first != null ? query.limit(args.first + 1) : query,
    db.select({ count: count() }).from(items).where(where),
  ]);
  const hasNextPage = args.first != null && rows.length > args.first;
  const page = hasNextPage ? rows.slice(0, args.first ?? 0) : rows;
  const byItem = page.length
    ? await categoriesByItem(
        db,
        companyId,
        page.map(({ row }) => row.id),
      )
    : new Map();
  const last = page.at(-1);
  const endCursor = last
    ? encodeCursor(
        ctx.tokenSecret,
        binding,
        order === 'TITLE'
          ? [String(last.title), String(last.category), last.row.id]
          : [last.row.defaultPrice, last.row.id],
      )
    : null;
  return {
    count: total?.count ?? 0,
    results: page.map(({ row }) => ({ ...row, categories: byItem.get(row.id) ?? [] })),
    pageInfo: { endCursor, hasNextPage },
  };
}
