import { eq } from 'drizzle-orm';
import { predefinedMessageSchema, predefinedMessageUpdateSchema } from '../../src/domain/pimSchemas.ts';
import { kindService, versionedFields } from '../platform/api/versionedFields.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import type { Context } from '../platform/context.ts';
import { predefinedMessages } from '../platform/db/schema/index.ts';
import { ownRows, ownRowsById } from '../platform/db/tenant.ts';
import { namedPageField } from '../platform/paging/namedSchema.ts';
import { notFound } from './common.ts';
import { PIM_FIELDS } from './fields.ts';
import { resetPimLoader } from './loader.ts';
import { listMessages, messageKind } from './messages.service.ts';
import { POS, PredefinedMessage, TranslationsInput } from './types.graphql.ts';

// Predefined messages are `predefinedMessages` in the API (a contract) and `messages` in the browser.

builder.queryField('predefinedMessages', (t) =>
  t.field({
    type: [PredefinedMessage],
    description: "The company's predefined kitchen messages.",
    authScopes: POS,
    resolve: (_root, _args, ctx) => listMessages(ctx.db, viewerOf(ctx)),
  }),
);

namedPageField({
  field: 'predefinedMessagesPage',
  typeName: 'PredefinedMessagePage',
  type: PredefinedMessage,
  scope: POS.scope,
  description: "The company's predefined kitchen messages one page at a time (keyset), by text.",
  list: (viewer) => ({
    list: 'predefinedMessages',
    table: predefinedMessages,
    id: predefinedMessages.id,
    name: predefinedMessages.text,
    where: ownRows(viewer, predefinedMessages),
  }),
  load: (ctx, ids) => ownRowsById(ctx.db, viewerOf(ctx), predefinedMessages, ids),
});

const PredefinedMessageInput = builder.inputType('PredefinedMessageInput', {
  description:
    'Spec section 3, Predefined message: type ITEM. Needs the venue of the metadata, else "Metadata not available" (spec section 5).',
  fields: (t) => ({
    type: t.string({ required: false, description: 'ITEM (the default).' }),
    text: t.string({ required: true }),
    textLang: t.field({ type: TranslationsInput, required: false }),
    venueId: t.id({ required: false, description: "The metadata's venue." }),
  }),
});

const PredefinedMessageUpdateInput = builder.inputType('PredefinedMessageUpdateInput', {
  fields: (t) => ({
    text: t.string({ required: false }),
    textLang: t.field({ type: TranslationsInput, required: false }),
  }),
});

/** Messages are read straight from their table: the product screens' loader does not hold them. */
async function load(ctx: Context, id: string) {
  resetPimLoader(ctx);
  const [row] = await ctx.db
    .select()
    .from(predefinedMessages)
    .where(ownRows(viewerOf(ctx), predefinedMessages, eq(predefinedMessages.id, id)));
  if (!row) throw notFound();
  return row;
}

versionedFields({
  service: kindService(messageKind),
  type: PredefinedMessage,
  scope: POS.scope,
  fields: PIM_FIELDS,
  create: { name: 'createPredefinedMessage', input: PredefinedMessageInput, schema: predefinedMessageSchema },
  update: {
    name: 'updatePredefinedMessage',
    input: PredefinedMessageUpdateInput,
    schema: predefinedMessageUpdateSchema,
  },
  load,
});
