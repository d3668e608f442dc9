import { sql } from 'drizzle-orm';
import { isUuid } from '../platform/api/versioned.ts';
import { type Queryable, resultRows } from '../platform/db/queryable.ts';
import type { Tenant } from '../platform/db/tenant.ts';
import { ownedBy } from '../platform/db/tenant.ts';

/** A product a category covers, at its default price (minor units). */
export interface CoveredProduct {
  readonly id: string;
  readonly price: number;
}

/**
 * The products each of these categories covers now (issue 41 item 10): those linked to it or to any
 * of its sub-categories, not deleted, in one query (a recursive walk down `parent_id`). Only the
 * tenant's categories are keys: a foreign, unknown or deleted category is absent from the answer; a
 * known one without products maps to [].
 */
export async function categoryProducts(
  db: Queryable,
  tenant: Tenant,
  categoryIds: readonly string[],
): Promise<Map<string, CoveredProduct[]>> {
  const covered = new Map<string, CoveredProduct[]>();
  const ids = [...new Set(categoryIds)].filter(isUuid);
  if (ids.length === 0) return covered;
  const rows = resultRows<{ category_id: string; item_id: string | null; price: number | null }>(
    await db.execute(sql`
      with recursive tree (root, id) as (
        select c.id, c.id from categories c
        where ${ownedBy(tenant, sql.raw('c.company_id'))}
          and c.id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
        union
        select tree.root, c.id from categories c join tree on c.parent_id = tree.id
        where ${ownedBy(tenant, sql.raw('c.company_id'))}
      )
      select tree.root::text as category_id, i.id::text as item_id, i.default_price as price
      from tree
      left join item_categories ic on ic.category_id = tree.id
      left join items i on i.id = ic.item_id and ${ownedBy(tenant, sql.raw('i.company_id'))} and not i.deleted`),
  );
  // A product in two of the categories' sub-categories comes once per category.
  const prices = new Map<string, Map<string, number>>();
  for (const row of rows) {
    const products = prices.get(row.category_id) ?? new Map<string, number>();
    prices.set(row.category_id, products);
    if (row.item_id !== null) products.set(row.item_id, Number(row.price ?? 0));
  }
  for (const [category, products] of prices)
    covered.set(
      category,
      [...products].map(([id, price]) => ({ id, price })),
    );
  return covered;
}
