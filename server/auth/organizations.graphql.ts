import { builder, viewerOf } from '../platform/builder.ts';
import { LoginResult, loginFailure, loginSuccess, Permissions } from '../session/session.graphql.ts';
import {
  administeredOrganization,
  type OrganizationShape,
  type OrgCompanyShape,
  type OrgUserShape,
} from './organizations.service.ts';
import { startSession } from './sessions.ts';

// Organization admins (spec section 3 "Admin viewer", section 4, section 6).

const OrganizationUser = builder.objectRef<OrgUserShape>('OrganizationUser').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    username: t.exposeString('username'),
    permissions: t.field({
      type: Permissions,
      resolve: (u) => ({ scopes: u.scopes, venueIds: u.venueIds }),
    }),
  }),
});

const OrganizationCompany = builder.objectRef<OrgCompanyShape>('OrganizationCompany').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    users: t.field({ type: [OrganizationUser], resolve: (c) => c.users }),
  }),
});

const Organization = builder.objectRef<OrganizationShape>('Organization').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    companies: t.field({ type: [OrganizationCompany], resolve: (o) => o.companies }),
  }),
});

builder.queryField('organization', (t) =>
  t.field({
    type: Organization,
    nullable: true,
    description: 'The organization the viewer administers (null for everyone else).',
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => administeredOrganization(ctx.db, viewerOf(ctx).userId),
  }),
);

builder.mutationField('switchUser', (t) =>
  t.field({
    type: LoginResult,
    description:
      "An organization admin acts as a user of one of the organization's companies: a session for that user, marked with the admin as actor.",
    authScopes: { authenticated: true },
    args: { userId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = viewerOf(ctx);
      const notFound = () => loginFailure((t) => t.errors.notFound(), 'NOT_FOUND');
      // Acting is only started from the admin's own session, never from an acted-as one.
      if (viewer.actorUserId) return notFound();
      const org = await administeredOrganization(ctx.db, viewer.userId);
      const target = org?.companies
        .flatMap((c) => c.users.map((u) => ({ ...u, companyId: c.id })))
        .find((u) => u.id === String(args.userId));
      if (!target || target.id === viewer.userId) return notFound();
      const tokens = await startSession(
        ctx.db,
        ctx.tokenSecret,
        { id: target.id, companyId: target.companyId },
        viewer.userId,
      );
      return loginSuccess(tokens);
    },
  }),
);
