import { and, asc, eq, sql } from 'drizzle-orm';
import { predefinedMessageSchema, predefinedMessageUpdateSchema } from '../../src/domain/pimSchemas.ts';
import { builder, viewerOf } from '../builder.ts';
import type { Context } from '../context.ts';
import { predefinedMessages } from '../db/schema/index.ts';
import { appError } from '../errors.ts';
import { permittedVenue } from '../venues/venues.graphql.ts';
import { lockVersioned, notFound, parseInput, withoutNulls } from './common.ts';
import { resetPimLoader } from './loader.ts';
import { POS, PredefinedMessage, TranslationsInput } from './types.graphql.ts';

async function list(ctx: Context) {
  return ctx.db
    .select()
    .from(predefinedMessages)
    .where(eq(predefinedMessages.companyId, viewerOf(ctx).companyId))
    .orderBy(asc(predefinedMessages.text));
}

builder.queryField('predefinedMessages', (t) =>
  t.field({
    type: [PredefinedMessage],
    description: "The company's predefined kitchen messages.",
    authScopes: POS,
    resolve: (_root, _args, ctx) => list(ctx),
  }),
);

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

async function load(ctx: Context, id: string) {
  resetPimLoader(ctx);
  const [row] = await ctx.db
    .select()
    .from(predefinedMessages)
    .where(and(eq(predefinedMessages.id, id), eq(predefinedMessages.companyId, viewerOf(ctx).companyId)));
  if (!row) throw notFound();
  return row;
}

builder.mutationField('createPredefinedMessage', (t) =>
  t.field({
    type: PredefinedMessage,
    authScopes: POS,
    args: { data: t.arg({ type: PredefinedMessageInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { companyId } = viewerOf(ctx);
      const data = parseInput(predefinedMessageSchema, withoutNulls(args.data));
      // Spec section 5: creating a predefined message needs the venue and company metadata.
      const venue = await permittedVenue(ctx, data.venueId);
      if (!venue)
        throw appError('BAD_USER_INPUT', ctx.t.pim.errors.metadataNotAvailable(), { fieldErrors: [] });
      const [row] = await ctx.db
        .insert(predefinedMessages)
        .values({
          companyId,
          venueId: venue.id,
          type: data.type,
          text: data.text,
          textLang: data.textLang ?? {},
        })
        .returning({ id: predefinedMessages.id });
      if (!row) throw new Error('message not created');
      return load(ctx, row.id);
    },
  }),
);

builder.mutationField('updatePredefinedMessage', (t) =>
  t.field({
    type: PredefinedMessage,
    authScopes: POS,
    args: {
      id: t.arg.id({ required: true }),
      data: t.arg({ type: PredefinedMessageUpdateInput, required: true }),
      expectedVersion: t.arg.int({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const { companyId } = viewerOf(ctx);
      const id = String(args.id);
      const data = parseInput(predefinedMessageUpdateSchema, withoutNulls(args.data));
      await ctx.db.transaction(async (tx) => {
        await lockVersioned(tx, predefinedMessages, companyId, id, args.expectedVersion);
        await tx
          .update(predefinedMessages)
          .set({
            ...(data.text !== undefined ? { text: data.text } : {}),
            ...(data.textLang != null ? { textLang: data.textLang } : {}),
            version: sql`${predefinedMessages.version} + 1`,
          })
          .where(eq(predefinedMessages.id, id));
      });
      return load(ctx, id);
    },
  }),
);
