import { builder, viewerOf } from '../platform/builder.ts';
import { companyStatus } from './status.service.ts';

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
      return companyStatus(ctx.db, viewerOf(ctx));
    },
  }),
);
