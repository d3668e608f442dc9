import { builder, viewerOf } from '../platform/builder.ts';
import { catalogVersion } from '../platform/cache/catalogCache.ts';
import { busOf, pubsubOf } from '../platform/events/pubsub.ts';

const CatalogChange = builder.objectRef<{ companyId: string }>('CatalogChange').implement({
  description: "A change to the viewer's company's catalogue (products, categories, modifications, …).",
  fields: (t) => ({
    version: t.int({
      description: 'The catalogue version after the change; answers carry it in their ETag.',
      resolve: (change, _args, ctx) => catalogVersion(ctx.db, change.companyId),
    }),
  }),
});

builder.subscriptionField('catalogChanged', (t) =>
  t.field({
    type: CatalogChange,
    description:
      "Fires when the company's catalogue changes, through any server instance or straight in the database, so terminals and open screens refetch. The company comes from the token.",
    authScopes: { scope: 'POS_CUSTOMIZATION' },
    subscribe: async (_root, _args, ctx) =>
      pubsubOf(await busOf(ctx)).subscribe('catalogChanged', viewerOf(ctx).companyId),
    // Only the viewer's company's topic is subscribed, so the payload is always theirs.
    resolve: (_payload, _args, ctx) => ({ companyId: viewerOf(ctx).companyId }),
  }),
);
