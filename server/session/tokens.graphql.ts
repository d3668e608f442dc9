import { and, eq } from 'drizzle-orm';
import { refreshSession, revokeSession } from '../auth/sessions.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import { users } from '../platform/db/schema/index.ts';
import { endSessionAccess } from '../platform/security/revocation.ts';
import { LoginResult, loginFailure, loginSuccess } from './session.graphql.ts';

builder.mutationField('refreshToken', (t) =>
  t.field({
    type: LoginResult,
    description:
      'Exchanges a refresh token for a new access token and refresh token (the old one stops working; presented again, it ends the whole session).',
    args: { refreshToken: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const outcome = await refreshSession(ctx.db, ctx.tokenSecret, args.refreshToken, async (userId) => {
        const [user] = await ctx.db
          .select({ companyId: users.companyId })
          .from(users)
          .where(and(eq(users.id, userId), eq(users.active, true)));
        return user?.companyId ?? null;
      });
      // A reused token ended its session: its open subscriptions close too, on every instance.
      if (outcome.kind === 'reused') await endSessionAccess(ctx, outcome.sessionId);
      return outcome.kind === 'rotated'
        ? loginSuccess(outcome.tokens)
        : loginFailure((t) => t.errors.unauthenticated(), 'UNAUTHENTICATED');
    },
  }),
);

builder.mutationField('logout', (t) =>
  t.boolean({
    description: 'Ends the current session: its access and refresh tokens stop working at once.',
    authScopes: { authenticated: true },
    resolve: async (_root, _args, ctx) => {
      await revokeSession(ctx.db, viewerOf(ctx).sessionId);
      // Its open subscriptions close too, on every instance (server/platform/security/revocation.ts).
      await endSessionAccess(ctx, viewerOf(ctx).sessionId);
      return true;
    },
  }),
);
