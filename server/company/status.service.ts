import { count, eq } from 'drizzle-orm';
import type { Viewer } from '../platform/context.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import { items, menus } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';

/** The company's live (not deleted) products. */
export async function liveProductCount(db: Queryable, viewer: Pick<Viewer, 'companyId'>): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(items)
    .where(ownRows(viewer, items, eq(items.deleted, false)));
  return row?.n ?? 0;
}

/** Company facts the back-office shell gates on (spec section 4, Company status). */
export async function companyStatus(db: Queryable, viewer: Pick<Viewer, 'companyId'>) {
  const [products, [menuCount]] = await Promise.all([
    liveProductCount(db, viewer),
    db.select({ n: count() }).from(menus).where(ownRows(viewer, menus)),
  ]);
  return { hasProducts: products > 0, hasActiveMenus: (menuCount?.n ?? 0) > 1 };
}
