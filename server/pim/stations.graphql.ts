import { eq, sql } from 'drizzle-orm';
import type { PimFieldErrors } from '../../src/domain/pimSchemas.ts';
import { stationSchema, stationUpdateSchema } from '../../src/domain/pimSchemas.ts';
import { builder, viewerOf } from '../builder.ts';
import type { Context } from '../context.ts';
import { stations } from '../db/schema/index.ts';
import { permittedVenues } from '../venues/venues.graphql.ts';
import { badInput, lockVersioned, notFound, parseInput, withoutNulls } from './common.ts';
import { resetPimLoader } from './loader.ts';
import { loaderOf, POS, Station } from './types.graphql.ts';

builder.queryField('stations', (t) =>
  t.field({
    type: [Station],
    description: "The company's kitchen printers and screens, by name.",
    authScopes: POS,
    resolve: async (_root, _args, ctx) => [...(await loaderOf(ctx).stations()).values()],
  }),
);

const StationInput = builder.inputType('StationInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    kind: t.string({ required: true, description: 'PRINTER or SCREEN.' }),
    venueId: t.id({ required: false, description: 'One of the venues the viewer may use.' }),
  }),
});

const StationUpdateInput = builder.inputType('StationUpdateInput', {
  fields: (t) => ({
    name: t.string({ required: false }),
    kind: t.string({ required: false }),
    venueId: t.id({ required: false }),
  }),
});

/** A station's venue must be one the viewer may use. */
async function checkVenue(ctx: Context, venueId: string | null | undefined): Promise<void> {
  if (!venueId) return;
  const venues = await permittedVenues(ctx);
  if (!venues.some((venue) => venue.id === venueId)) {
    const errors: PimFieldErrors = { venueId: 'unknownReference' };
    throw badInput(errors);
  }
}

async function load(ctx: Context, id: string) {
  resetPimLoader(ctx);
  const row = (await loaderOf(ctx).stations()).get(id);
  if (!row) throw notFound();
  return row;
}

builder.mutationField('createStation', (t) =>
  t.field({
    type: Station,
    authScopes: POS,
    args: { data: t.arg({ type: StationInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const { companyId } = viewerOf(ctx);
      const data = parseInput(stationSchema, withoutNulls(args.data, ['venueId']));
      await checkVenue(ctx, data.venueId);
      const [row] = await ctx.db
        .insert(stations)
        .values({ companyId, name: data.name, kind: data.kind, venueId: data.venueId ?? null })
        .returning({ id: stations.id });
      if (!row) throw new Error('station not created');
      return load(ctx, row.id);
    },
  }),
);

builder.mutationField('updateStation', (t) =>
  t.field({
    type: Station,
    authScopes: POS,
    args: {
      id: t.arg.id({ required: true }),
      data: t.arg({ type: StationUpdateInput, required: true }),
      expectedVersion: t.arg.int({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const { companyId } = viewerOf(ctx);
      const id = String(args.id);
      const data = parseInput(stationUpdateSchema, withoutNulls(args.data, ['venueId']));
      await checkVenue(ctx, data.venueId);
      await ctx.db.transaction(async (tx) => {
        await lockVersioned(tx, stations, companyId, id, args.expectedVersion);
        await tx
          .update(stations)
          .set({
            ...(data.name !== undefined ? { name: data.name } : {}),
            ...(data.kind !== undefined ? { kind: data.kind } : {}),
            ...(data.venueId !== undefined ? { venueId: data.venueId } : {}),
            version: sql`${stations.version} + 1`,
          })
          .where(eq(stations.id, id));
      });
      return load(ctx, id);
    },
  }),
);
