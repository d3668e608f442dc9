import {
  type AccountErrorCode,
  accountFieldErrors,
  accountPermissionsSchema,
  inviteSchema,
} from '../../src/domain/accounts.ts';
import { REMOVED_USER_KEYS } from '../../src/domain/apiKeys.ts';
import { Batcher, batcher } from '../platform/api/batch.ts';
import type { FieldDictionary } from '../platform/api/input.ts';
import { parseInput } from '../platform/api/input.ts';
import { notFound } from '../platform/api/versioned.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import type { Context } from '../platform/context.ts';
import { byNameArgs, byNamePage, pageType } from '../platform/paging/keyset.ts';
import { inViewerOrder } from '../platform/paging/nameOrder.ts';
import { endKeyAccess, userAccessChanged } from '../platform/security/revocation.ts';
import { Venue } from '../venues/venues.graphql.ts';
import {
  type AccountShape,
  accountsOfVenues,
  findAccount,
  inviteAccount,
  listAccounts,
  pageAccounts,
  removeAccount,
  resendInvitation,
  revokeInvitation,
  setVenueAccess,
  updateAccountPermissions,
} from './accounts.service.ts';

const RemovedUserKeysEnum = builder.enumType('RemovedUserKeys', {
  description: 'What happens to the API keys of a removed user.',
  values: REMOVED_USER_KEYS,
});

const ACCOUNTS = { scope: 'ACCOUNTS' } as const;

const ACCOUNT_FIELDS: FieldDictionary<AccountErrorCode> = {
  codesOf: accountFieldErrors,
  word: (t, code) => t.staff.accounts.errors[code](),
  checkFields: (t) => t.staff.errors.checkFields(),
};

const Account = builder.objectRef<AccountShape>('BackOfficeUser').implement({
  description: 'A user of the back office (spec section 3, User) with role, scopes and venue access.',
  fields: (t) => ({
    id: t.exposeID('id'),
    email: t.exposeString('email'),
    name: t.exposeString('name'),
    role: t.exposeString('role', {
      description: 'CONTENT_ADMIN (Admin), REGULAR (POS admin), SUPER_ADMIN (Super admin).',
    }),
    language: t.exposeString('language'),
    active: t.exposeBoolean('active'),
    pending: t.exposeBoolean('pending', { description: 'Invited, invitation not yet accepted.' }),
    scopes: t.stringList({ description: 'Empty = full access.', resolve: (user) => user.scopes }),
    venueIds: t.idList({ description: 'Empty = all venues.', resolve: (user) => user.venueIds }),
  }),
});

async function load(ctx: Context, id: string) {
  const account = await findAccount(ctx.db, viewerOf(ctx), id);
  if (!account) throw notFound();
  return account;
}

builder.queryField('backOfficeUsers', (t) =>
  t.field({
    type: [Account],
    description: "The company's back-office users by name.",
    authScopes: ACCOUNTS,
    resolve: async (_root, _args, ctx) =>
      inViewerOrder(ctx, await listAccounts(ctx.db, viewerOf(ctx)), (account) => account.name),
  }),
);

builder.objectField(Venue, 'users', (t) =>
  t.field({
    type: [Account],
    nullable: true,
    description:
      'The back-office users who may work at this venue (spec section 3 Venue), by name: those without a venue restriction and those restricted to include it. ACCOUNTS, like backOfficeUsers; without it the field is null with FORBIDDEN and the rest of the answer stays.',
    authScopes: ACCOUNTS,
    // Batched: a list of venues reads the company's users once.
    resolve: (venue, _args, ctx) =>
      batcher(
        ctx,
        'venueUsers',
        () =>
          new Batcher(
            (ids: string[]) => accountsOfVenues(ctx.db, viewerOf(ctx), ids),
            () => [],
          ),
      ).load(venue.id),
  }),
);

/** Back-office users a page of the accounts screen holds when the caller does not say. */
export const ACCOUNTS_PAGE_SIZE = 50;

builder.queryField('backOfficeUsersPage', (t) =>
  t.field({
    type: pageType('BackOfficeUserPage', Account),
    description:
      "The company's back-office users by name, keyset-paged, searched by name or e-mail (`search`); `desc` sorts Z–A.",
    authScopes: ACCOUNTS,
    args: byNameArgs(t.arg),
    resolve: (_root, args, ctx) =>
      byNamePage(ctx, {
        list: 'backOfficeUsers',
        pageSize: ACCOUNTS_PAGE_SIZE,
        args,
        load: (query) => pageAccounts(ctx.db, viewerOf(ctx), query),
      }),
  }),
);

builder.mutationField('updateUserPermissions', (t) =>
  t.field({
    type: Account,
    description: 'Sets a user’s role, scopes and venues; the company keeps one full-access account.',
    authScopes: ACCOUNTS,
    args: {
      userId: t.arg.id({ required: true }),
      role: t.arg.string({ required: true }),
      scopes: t.arg.stringList({ required: true }),
      venueIds: t.arg.idList({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const data = parseInput(
        accountPermissionsSchema,
        { role: args.role, scopes: args.scopes, venueIds: args.venueIds.map(String) },
        ACCOUNT_FIELDS,
      );
      await updateAccountPermissions(ctx.db, viewerOf(ctx), String(args.userId), data);
      // Narrower scopes or venues narrow the user's open subscriptions (server/platform/security/revocation.ts).
      await userAccessChanged(ctx, String(args.userId));
      return load(ctx, String(args.userId));
    },
  }),
);

builder.mutationField('setUserVenueAccess', (t) =>
  t.field({
    type: Account,
    description: 'Assign or remove venue access for a user (spec section 7).',
    authScopes: ACCOUNTS,
    args: {
      userId: t.arg.id({ required: true }),
      venueId: t.arg.id({ required: true }),
      granted: t.arg.boolean({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      await setVenueAccess(ctx.db, viewerOf(ctx), String(args.userId), String(args.venueId), args.granted);
      await userAccessChanged(ctx, String(args.userId));
      return load(ctx, String(args.userId));
    },
  }),
);

builder.mutationField('inviteUser', (t) =>
  t.field({
    type: Account,
    description:
      'Invites someone by e-mail, in their language: a single-use link (72 h) sets their password.',
    authScopes: ACCOUNTS,
    args: {
      email: t.arg.string({ required: true }),
      name: t.arg.string({ required: true }),
      language: t.arg.string({ required: true }),
      role: t.arg.string({ required: true }),
      scopes: t.arg.stringList({ required: true }),
      venueIds: t.arg.idList({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      const data = parseInput(inviteSchema, { ...args, venueIds: args.venueIds.map(String) }, ACCOUNT_FIELDS);
      return load(ctx, await inviteAccount(ctx, viewerOf(ctx), data));
    },
  }),
);

builder.mutationField('resendInvitation', (t) =>
  t.boolean({
    description: 'Mails a new invitation link; earlier links stop working.',
    authScopes: ACCOUNTS,
    args: { userId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await resendInvitation(ctx, viewerOf(ctx), String(args.userId));
      return true;
    },
  }),
);

builder.mutationField('revokeInvitation', (t) =>
  t.boolean({
    authScopes: ACCOUNTS,
    args: { userId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await revokeInvitation(ctx.db, viewerOf(ctx), String(args.userId));
      return true;
    },
  }),
);

builder.mutationField('removeUser', (t) =>
  t.boolean({
    description: 'Removes a back-office user; the company keeps one full-access account.',
    authScopes: ACCOUNTS,
    args: {
      userId: t.arg.id({ required: true }),
      apiKeys: t.arg({
        type: RemovedUserKeysEnum,
        required: false,
        defaultValue: 'REVOKE',
        description:
          'The API keys the user made: kept (you own them from now on) or revoked. Revoked if not said.',
      }),
    },
    resolve: async (_root, args, ctx) => {
      const userId = String(args.userId);
      const revoked = await removeAccount(
        ctx.db,
        viewerOf(ctx),
        userId,
        (args.apiKeys ?? 'REVOKE') === 'KEEP',
      );
      // The user's sockets and the revoked keys' sockets close, on every instance.
      await userAccessChanged(ctx, userId);
      for (const keyId of revoked) await endKeyAccess(ctx, keyId);
      return true;
    },
  }),
);
