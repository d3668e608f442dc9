import { eq } from 'drizzle-orm';
import { companyCountry } from '../../src/domain/company.ts';
import { hasScope } from '../../src/domain/scopes.ts';
import { Company } from '../company/company.graphql.ts';
import { accountLoader } from '../company/loader.ts';
import { forbidden } from '../platform/api/domainError.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import { permissions, type UserRow } from '../platform/db/schema/index.ts';
import { Venue } from '../venues/venues.graphql.ts';
import { Permissions } from './session.graphql.ts';

/**
 * The API's User (issue 24 item 2, spec section 3; docs/api.md). Today the only user reachable
 * is the viewer (`viewer`), whose own permissions are always readable: the shell gates on them,
 * as on `userMetadata.permissions`. Another user's permissions need ACCOUNTS (spec section 6),
 * so the rule holds when a list of users reaches this type.
 */
export const User = builder.objectRef<UserRow>('User').implement({
  description: 'A back-office user (spec section 3 User).',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    language: t.exposeString('language'),
    companyId: t.exposeID('companyId'),
    country: t.string({
      description: "The user's company's country (EN read as GB); users have no country of their own.",
      resolve: async (_row, _args, ctx) => companyCountry((await accountLoader(ctx).company()).country),
    }),
    permissions: t.field({
      type: Permissions,
      nullable: true,
      description: "The viewer's own always; another user's with ACCOUNTS only (else FORBIDDEN).",
      resolve: async (row, _args, ctx) => {
        const viewer = viewerOf(ctx);
        if (row.id === viewer.userId) return { scopes: viewer.scopes, venueIds: viewer.venueIds };
        if (!hasScope(viewer.scopes, 'ACCOUNTS') || viewer.isPaymentsOnly) throw forbidden();
        const [found] = await ctx.db.select().from(permissions).where(eq(permissions.userId, row.id));
        return { scopes: found?.scopes ?? [], venueIds: found?.venueIds ?? [] };
      },
    }),
    venues: t.field({
      type: [Venue],
      description: "The venues the user may see: the company's, limited by permissions.venueIds.",
      resolve: (_row, _args, ctx) => accountLoader(ctx).venues(),
    }),
    company: t.field({
      type: Company,
      resolve: (_row, _args, ctx) => accountLoader(ctx).company(),
    }),
  }),
});

builder.queryField('viewer', (t) =>
  t.field({
    type: User,
    description: 'The signed-in user (from the token).',
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => accountLoader(ctx).user(),
  }),
);
