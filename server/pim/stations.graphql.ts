import { stationSchema, stationUpdateSchema } from '../../src/domain/pimSchemas.ts';
import { kindService, versionedFields } from '../platform/api/versionedFields.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import { stations } from '../platform/db/schema/index.ts';
import { ownRows, ownRowsById } from '../platform/db/tenant.ts';
import { namedPageField } from '../platform/paging/namedSchema.ts';
import { inViewerOrder } from '../platform/paging/nameOrder.ts';
import { PIM_FIELDS } from './fields.ts';
import { loadFresh } from './loader.ts';
import { stationKind } from './stations.service.ts';
import { loaderOf, POS, Station } from './types.graphql.ts';

builder.queryField('stations', (t) =>
  t.field({
    type: [Station],
    description: "The company's kitchen printers and screens, by name.",
    authScopes: POS,
    resolve: async (_root, _args, ctx) =>
      inViewerOrder(ctx, [...(await loaderOf(ctx).stations()).values()], (station) => station.name),
  }),
);

namedPageField({
  field: 'stationsPage',
  typeName: 'StationPage',
  type: Station,
  scope: POS.scope,
  description: "The company's kitchen printers and screens one page at a time (keyset), by name.",
  list: (viewer) => ({
    list: 'stations',
    table: stations,
    id: stations.id,
    name: stations.name,
    where: ownRows(viewer, stations),
  }),
  load: (ctx, ids) => ownRowsById(ctx.db, viewerOf(ctx), stations, ids),
});

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
  fields: PIM_FIELDS,
  create: { name: 'createStation', input: StationInput, schema: stationSchema, clearable: ['venueId'] },
  update: {
    name: 'updateStation',
    input: StationUpdateInput,
    schema: stationUpdateSchema,
    clearable: ['venueId'],
  },
  load: (ctx, id) => loadFresh(ctx, (loader) => loader.stations(), id),
});
