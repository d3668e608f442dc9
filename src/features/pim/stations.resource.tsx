import { STATION_KINDS, type StationKind } from '../../domain/pim.ts';
import type { StationInput } from '../../graphql/__generated__/graphql.ts';
import { mutation } from '../../graphql/mutation.ts';
import type { ResourceDescriptor } from '../../platform/crud/index.ts';
import { CreateStationDocument, UpdateStationDocument } from './pim.gql.ts';
import { namedDetails, removeNodes, stationPages } from './pim.queries.ts';
import { pimErrorTexts, pimTexts } from './pim.resources.ts';
import type { PimEnv, StationRow } from './pimEnv.ts';
import { byText, nullable, PIM_INVALIDATES, validateWith } from './resourceHelpers.tsx';

export interface StationForm {
  name: string;
  kind: string;
  venueId: string;
}

const stationInput = (form: StationForm): StationInput => ({
  name: form.name.trim(),
  kind: form.kind,
  venueId: nullable(form.venueId),
});

const kindLabel = (env: PimEnv, kind: string) =>
  (STATION_KINDS as readonly string[]).includes(kind) ? env.LL.pim.stationKinds[kind as StationKind]() : kind;

export const stationsResource: ResourceDescriptor<'stations', StationRow, StationForm, PimEnv> = {
  key: 'stations',
  texts: pimTexts('stations'),
  errorTexts: pimErrorTexts,
  scope: 'POS_CUSTOMIZATION',
  pages: stationPages,
  detail: namedDetails.stations,
  invalidates: PIM_INVALIDATES,
  remove: removeNodes,
  name: (row) => row.name,
  searchText: (row) => row.name,
  version: (row) => row.version,
  defaultSort: 'name',
  columns: [
    {
      key: 'name',
      width: 'minmax(10rem, 2fr)',
      compare: byText((row) => row.name),
      render: (row) => row.name,
    },
    {
      key: 'kind',
      width: 'minmax(8rem, 1fr)',
      compare: (env) => {
        const compare = byText((row: StationRow) => kindLabel(env, row.kind))(env);
        return compare;
      },
      render: (row, env) => kindLabel(env, row.kind),
    },
    {
      key: 'venue',
      width: 'minmax(8rem, 1fr)',
      render: (row, env) => env.venues.find((venue) => venue.id === row.venueId)?.name ?? '',
    },
  ],
  fields: [
    { name: 'name', kind: 'text', required: true },
    {
      name: 'kind',
      kind: 'select',
      required: true,
      options: (env) => STATION_KINDS.map((kind) => ({ id: kind, label: env.LL.pim.stationKinds[kind]() })),
    },
    { name: 'venueId', kind: 'select', noneLabel: true, options: (env) => env.options.venues },
  ],
  empty: (env) => ({ name: '', kind: 'PRINTER', venueId: env.venueId ?? '' }),
  toForm: (row) => ({ name: row.name, kind: row.kind, venueId: row.venueId ?? '' }),
  validate: (form) => validateWith((rules) => rules.stationSchema, stationInput(form)),
  save: async ({ id, form, version }) => {
    const data = stationInput(form);
    if (id === null) return (await mutation.send(CreateStationDocument, { data })).createStation.id;
    return (await mutation.send(UpdateStationDocument, { id, data, expectedVersion: version })).updateStation
      .id;
  },
};
