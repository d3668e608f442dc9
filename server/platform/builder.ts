import SchemaBuilder from '@pothos/core';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import type { ApiKeyScope } from '../../src/domain/apiKeys.ts';
import { hasAnyScope, type Scope } from '../../src/domain/scopes.ts';
import { forbidden, unauthenticated } from './api/domainError.ts';
import type { Context } from './context.ts';

export const builder = new SchemaBuilder<{
  Context: Context;
  DefaultFieldNullability: false;
  AuthScopes: {
    /** A valid token. */
    authenticated: boolean;
    /**
     * The viewer holds this scope, or one of these (an empty scope list holds them all), and the
     * company is not payments-only (those see only payments, API and support: spec section 2).
     */
    scope: Scope | readonly Scope[];
    /**
     * Signed in to a POS company (not payments-only), whatever the scopes. `{ orKey: S }` is one
     * rule for two callers: such a user, or a terminal's API key holding key scope S (menuAt: the
     * POS reads every signed-in user has and a terminal needs to sell). The key gate still decides
     * which root fields a key reaches (server/orders/keyGate.ts); the scope sweep reads both halves.
     */
    posCompany: true | { orKey: ApiKeyScope };
    /** Signed in to a payments-only company (its payments pages: spec section 2, issue 20 item 6). */
    paymentsCompany: boolean;
  };
}>({
  plugins: [ScopeAuthPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    // A subscription is refused when it starts, not event by event after it was let in.
    authorizeOnSubscribe: true,
    authScopes: (ctx) => ({
      // A terminal's API key is no signed-in user: it reaches only scoped fields (server/orders/keyGate.ts).
      authenticated: ctx.viewer !== null && !ctx.viewer.apiKey,
      scope: (wanted) =>
        ctx.viewer !== null &&
        !ctx.viewer.isPaymentsOnly &&
        hasAnyScope(ctx.viewer.scopes, typeof wanted === 'string' ? [wanted] : wanted),
      posCompany: (rule) =>
        ctx.viewer !== null &&
        !ctx.viewer.isPaymentsOnly &&
        (!ctx.viewer.apiKey || (rule !== true && ctx.viewer.apiKey.scopes.includes(rule.orKey))),
      paymentsCompany: ctx.viewer?.isPaymentsOnly === true && !ctx.viewer.apiKey,
    }),
    unauthorizedError: (_parent, ctx) => (ctx.viewer ? forbidden() : unauthenticated()),
  },
});

/** The schema's types, for helpers that take a ref of this builder (`ObjectRef<SchemaOf, T>`). */
export type SchemaOf = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

/** The viewer of an authenticated field; scope-auth has already refused anonymous callers. */
export function viewerOf(ctx: Context) {
  if (!ctx.viewer) throw unauthenticated();
  return ctx.viewer;
}
