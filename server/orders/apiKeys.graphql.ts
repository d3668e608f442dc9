import { and, eq, inArray } from 'drizzle-orm';
import { createApiKeyInput } from '../../src/domain/apiKeys.ts';
import { parseInput } from '../api/input.ts';
import { builder, viewerOf } from '../builder.ts';
import { type ApiKeyRow, apiKeys } from '../db/schema/index.ts';
import { namedPageField } from '../paging/namedSchema.ts';
import { createApiKey, listApiKeys, revokeApiKey } from './apiKeys.service.ts';
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
  }),
});

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
    authScopes: { posCompany: true },
    resolve: (_root, _args, ctx) => listApiKeys(ctx.db, viewerOf(ctx)),
  }),
);

namedPageField({
  field: 'apiKeysPage',
  typeName: 'ApiKeyPage',
  type: ApiKeyType,
  scope: 'posCompany',
  description: "The company's API keys for the viewer's venues one page at a time (keyset), by name.",
  list: (viewer) => ({
    list: 'apiKeys',
    table: apiKeys,
    id: apiKeys.id,
    name: apiKeys.name,
    where: and(
      eq(apiKeys.companyId, viewer.companyId),
      viewer.venueIds.length ? inArray(apiKeys.venueId, viewer.venueIds) : undefined,
    ),
  }),
  load: (ctx, ids) => {
    const viewer = viewerOf(ctx);
    return ctx.db
      .select()
      .from(apiKeys)
      .where(
        and(
          eq(apiKeys.companyId, viewer.companyId),
          inArray(apiKeys.id, ids),
          viewer.venueIds.length ? inArray(apiKeys.venueId, viewer.venueIds) : undefined,
        ),
      );
  },
});

builder.mutationField('createApiKey', (t) =>
  t.field({
    type: CreatedApiKey,
    description: 'Creates an API key for one of your venues with scopes you hold yourself.',
    authScopes: { posCompany: true },
    args: {
      name: t.arg.string({ required: true }),
      venueId: t.arg.id({ required: true }),
      scopes: t.arg.stringList({ required: true }),
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
    authScopes: { posCompany: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => revokeApiKey(ctx.db, viewerOf(ctx), String(args.id)),
  }),
);
