import { inArray } from 'drizzle-orm';
import {
  createApiKeyInput,
  DEFAULT_ROTATION_OVERLAP_HOURS,
  rotateApiKeyInput,
} from '../../src/domain/apiKeys.ts';
import { parseInput } from '../platform/api/input.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import { type ApiKeyRow, apiKeys } from '../platform/db/schema/index.ts';
import { venueRows } from '../platform/db/tenant.ts';
import { namedPageField } from '../platform/paging/namedSchema.ts';
import { endKeyAccess } from '../platform/security/revocation.ts';
import { createApiKey, listApiKeys, ownerNames, revokeApiKey, rotateApiKey } from './apiKeys.service.ts';
import { ORDER_FIELDS } from './orders.service.ts';

const ApiKeyType = builder.objectRef<ApiKeyRow>('ApiKey').implement({
  description: 'A key for a terminal or integration, bound to one venue. The secret is never shown again.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    venueId: t.exposeID('venueId'),
    prefix: t.exposeString('prefix', { description: 'The public start of the key.' }),
    scopes: t.exposeStringList('scopes'),
    createdAt: t.string({ resolve: (key) => key.createdAt.toISOString() }),
    lastUsedAt: t.string({ nullable: true, resolve: (key) => key.lastUsedAt?.toISOString() ?? null }),
    revokedAt: t.string({ nullable: true, resolve: (key) => key.revokedAt?.toISOString() ?? null }),
    expiresAt: t.string({
      nullable: true,
      description:
        'Refused from this instant on: an expiry chosen at creation, or the end of a rotation overlap.',
      resolve: (key) => key.expiresAt?.toISOString() ?? null,
    }),
    createdBy: t.string({
      nullable: true,
      description: "The maker's name, kept after the maker is removed.",
      resolve: (key) => key.creatorName,
    }),
    owner: t.string({
      nullable: true,
      description: 'Who answers for the key now: its maker, or who removed the maker and kept the key.',
      resolve: async (key, _args, ctx) =>
        key.ownerId
          ? ((await ownerNames(ctx.db, key.companyId, [key.ownerId])).get(key.ownerId) ?? null)
          : null,
    }),
  }),
});

/** API keys are their own back-office scope (issue 42): not every signed-in user of the company. */
const API_KEYS = { scope: 'API_KEYS' } as const;

const CreatedApiKey = builder.objectRef<{ row: ApiKeyRow; key: string }>('CreatedApiKey').implement({
  fields: (t) => ({
    apiKey: t.field({ type: ApiKeyType, resolve: (created) => created.row }),
    key: t.exposeString('key', { description: 'The whole key: shown this once, stored only hashed.' }),
  }),
});

builder.queryField('apiKeys', (t) =>
  t.field({
    type: [ApiKeyType],
    description: "The company's API keys for the viewer's venues, newest first.",
    authScopes: API_KEYS,
    resolve: (_root, _args, ctx) => listApiKeys(ctx.db, viewerOf(ctx)),
  }),
);

namedPageField({
  field: 'apiKeysPage',
  typeName: 'ApiKeyPage',
  type: ApiKeyType,
  scope: 'API_KEYS',
  description: "The company's API keys for the viewer's venues one page at a time (keyset), by name.",
  list: (viewer) => ({
    list: 'apiKeys',
    table: apiKeys,
    id: apiKeys.id,
    name: apiKeys.name,
    where: venueRows(viewer, apiKeys),
  }),
  load: (ctx, ids) => {
    const viewer = viewerOf(ctx);
    return ctx.db
      .select()
      .from(apiKeys)
      .where(venueRows(viewer, apiKeys, inArray(apiKeys.id, ids)));
  },
});

builder.mutationField('createApiKey', (t) =>
  t.field({
    type: CreatedApiKey,
    description: 'Creates an API key for one of your venues with scopes you hold yourself.',
    authScopes: API_KEYS,
    args: {
      name: t.arg.string({ required: true }),
      venueId: t.arg.id({ required: true }),
      scopes: t.arg.stringList({ required: true }),
      expiresAt: t.arg.string({
        required: false,
        description: 'ISO instant; none: the key does not expire.',
      }),
    },
    resolve: (_root, args, ctx) =>
      createApiKey(
        ctx.db,
        viewerOf(ctx),
        parseInput(createApiKeyInput, { ...args, venueId: String(args.venueId) }, ORDER_FIELDS),
      ),
  }),
);

builder.mutationField('revokeApiKey', (t) =>
  t.field({
    type: ApiKeyType,
    description: 'Revokes an API key at once; calls with it are refused from then on.',
    authScopes: API_KEYS,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const row = await revokeApiKey(ctx.db, viewerOf(ctx), String(args.id));
      // Its open subscriptions end too, on every instance (server/platform/security/revocation.ts).
      await endKeyAccess(ctx, row.id);
      return row;
    },
  }),
);

builder.mutationField('rotateApiKey', (t) =>
  t.field({
    type: CreatedApiKey,
    description:
      'Makes a new key like this one (name, venue, scopes) and keeps the old one working for `overlapHours` (a day by default), then refuses it.',
    authScopes: API_KEYS,
    args: {
      id: t.arg.id({ required: true }),
      overlapHours: t.arg.int({ required: false, defaultValue: DEFAULT_ROTATION_OVERLAP_HOURS }),
    },
    resolve: async (_root, args, ctx) => {
      const input = parseInput(
        rotateApiKeyInput,
        { id: String(args.id), overlapHours: args.overlapHours ?? DEFAULT_ROTATION_OVERLAP_HOURS },
        ORDER_FIELDS,
      );
      const { row, key, previous } = await rotateApiKey(ctx.db, viewerOf(ctx), input);
      if (input.overlapHours === 0) await endKeyAccess(ctx, previous.id);
      return { row, key };
    },
  }),
);
