import { count, eq } from 'drizzle-orm';
import { builder, viewerOf } from '../platform/builder.ts';
import { items, menus } from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';

interface CompanyStatusShape {
  hasProducts: boolean;
  hasActiveMenus: boolean;
}

const CompanyStatus = builder.objectRef<CompanyStatusShape>('CompanyStatus').implement({
  description: 'Company facts the back-office shell gates on (spec section 4, Company status).',
  fields: (t) => ({
    hasProducts: t.exposeBoolean('hasProducts', { description: 'At least one live product exists.' }),
    hasActiveMenus: t.exposeBoolean('hasActiveMenus', { description: 'More than one menu exists.' }),
  }),
});

builder.queryField('companyStatus', (t) =>
  t.field({
    type: CompanyStatus,
    authScopes: { authenticated: true },
    resolve: async (_root, _args, ctx) => {
      const viewer = viewerOf(ctx);
      const [products] = await ctx.db
        .select({ n: count() })
        .from(items)
        .where(ownRows(viewer, items, eq(items.deleted, false)));
      const [menuCount] = await ctx.db.select({ n: count() }).from(menus).where(ownRows(viewer, menus));
      return { hasProducts: (products?.n ?? 0) > 0, hasActiveMenus: (menuCount?.n ?? 0) > 1 };
    },
  }),
);
