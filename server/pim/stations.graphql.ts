import { stationSchema, stationUpdateSchema } from '../../src/domain/pimSchemas.ts';
import { kindService, versionedFields } from '../api/versionedFields.ts';
import { builder } from '../builder.ts';
import { loadFresh } from './loader.ts';
import { stationKind } from './stations.service.ts';
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

versionedFields({
  service: kindService(stationKind),
  type: Station,
  scope: POS.scope,
  create: { name: 'createStation', input: StationInput, schema: stationSchema, clearable: ['venueId'] },
  update: {
    name: 'updateStation',
    input: StationUpdateInput,
    schema: stationUpdateSchema,
    clearable: ['venueId'],
  },
  load: (ctx, id) => loadFresh(ctx, (loader) => loader.stations(), id),
});
