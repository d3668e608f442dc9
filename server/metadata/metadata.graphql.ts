import { METADATA_RECORD_TYPES, type RemovableIngredient } from '../../src/domain/metadata.ts';
import { Item, TranslationsRef } from '../pim/types.graphql.ts';
import { Batcher, batcher } from '../platform/api/batch.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import type { RecordMetadataRow } from '../platform/db/schema/index.ts';
import { listMetadata, removableIngredientsByItem, setMetadata } from './metadata.service.ts';

/**
 * Record metadata (issue 16 item 7; spec section 7 "metadata updates for company, venue, item,
 * category and upsell"): one key-value store, typed per key in `src/domain/metadata.ts`. Values
 * travel as JSON text; the one key terminals read (`removable-ingredients`) is also a typed field
 * of Item, which the POS reads through `items` with its API key.
 */

// The product-information editors (POS_CUSTOMIZATION) and the settings screens (SETTINGS) read and
// write them; which of the two a record type needs is checked by the service (METADATA_SCOPES).
const METADATA = { scope: ['POS_CUSTOMIZATION', 'SETTINGS'] } as const;

const RecordTypeEnum = builder.enumType('MetadataRecordType', {
  description: 'The kinds of record that carry metadata.',
  values: METADATA_RECORD_TYPES,
});

const MetadataEntry = builder.objectRef<RecordMetadataRow>('MetadataEntry').implement({
  description: "One key of a record's metadata.",
  fields: (t) => ({
    key: t.exposeString('key'),
    value: t.string({ description: 'The value as JSON text.', resolve: (row) => JSON.stringify(row.value) }),
    updatedAt: t.string({ resolve: (row) => row.updatedAt.toISOString() }),
    version: t.exposeInt('version', {
      description:
        "Optimistic concurrency: send it as updateMetadata's expectedVersion (0 for a key not set).",
    }),
  }),
});

const RemovableIngredientRef = builder.objectRef<RemovableIngredient>('RemovableIngredient').implement({
  description: 'An ingredient a guest may ask to leave out ("without onion").',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    nameLang: t.field({ type: TranslationsRef, resolve: (ingredient) => ingredient.nameLang }),
  }),
});

builder.objectField(Item, 'removableIngredients', (t) =>
  t.field({
    type: [RemovableIngredientRef],
    description: 'The item\'s `removable-ingredients` metadata: what a terminal offers as "without …".',
    resolve: (item, _args, ctx) => {
      const companyId = viewerOf(ctx).companyId;
      return batcher(
        ctx,
        'removableIngredients',
        () =>
          new Batcher(
            (ids: string[]) => removableIngredientsByItem(ctx.db, companyId, ids),
            () => [],
          ),
      ).load(item.id);
    },
  }),
);

builder.queryField('recordMetadata', (t) =>
  t.field({
    type: [MetadataEntry],
    description:
      "A record's metadata, by key. A foreign or unknown record answers NOT_FOUND; a record type of another scope than the viewer's (items, categories and upsells: POS_CUSTOMIZATION; venues and the company: SETTINGS) FORBIDDEN.",
    authScopes: METADATA,
    args: {
      recordType: t.arg({ type: RecordTypeEnum, required: true }),
      recordId: t.arg.id({ required: true }),
    },
    resolve: (_root, args, ctx) =>
      listMetadata(ctx.db, viewerOf(ctx), args.recordType, String(args.recordId)),
  }),
);

builder.mutationField('updateMetadata', (t) =>
  t.field({
    type: MetadataEntry,
    nullable: true,
    description:
      "Sets one metadata key of a record (value as JSON text, checked against the key's shape) or removes it (value null; answers null). Unknown keys and wrong shapes are refused with field errors; CONFLICT (with extensions.currentVersion) when expectedVersion is not the stored version (0 for a key not set). Recorded in the change history.",
    authScopes: METADATA,
    args: {
      recordType: t.arg({ type: RecordTypeEnum, required: true }),
      recordId: t.arg.id({ required: true }),
      key: t.arg.string({ required: true }),
      value: t.arg.string({ required: false }),
      expectedVersion: t.arg.int({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      setMetadata(ctx.db, viewerOf(ctx), {
        recordType: args.recordType,
        recordId: String(args.recordId),
        key: args.key,
        value: args.value ?? null,
        expectedVersion: args.expectedVersion ?? null,
      }),
  }),
);
