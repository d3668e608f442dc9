import { compareNatural } from '../../domain/naturalSort.ts';
import {
  nextFreeCode,
  TABLE_SHAPES,
  type TableErrorCode,
  type TableShape,
  tableFieldErrors,
  tableInput,
} from '../../domain/tables.ts';
import type { TableInput } from '../../graphql/__generated__/graphql.ts';
import { mutation } from '../../graphql/mutation.ts';
import type { ResourceDescriptor } from '../../platform/crud/index.ts';
import { textCompare } from '../../platform/crud/index.ts';
import { CreateTableDocument, UpdateTableDocument } from './tables.gql.ts';
import {
  fetchTablePage,
  floorPlansQueryOptions,
  removeTables,
  TABLE_LIST_SORTS,
  type TableRow,
  tablesKeys,
} from './tables.queries.ts';
import { tablesErrorTexts, tablesTexts } from './tables.resources.ts';
import type { TablesEnv } from './tablesEnv.ts';

export interface TableForm {
  code: string;
  floorPlanId: string;
  seats: string;
  shape: string;
  area: string;
}

/** Size, position and rotation are the floor plan's: left out, the server keeps them. */
const tableInputOf = (form: TableForm): TableInput => ({
  code: form.code.trim(),
  floorPlanId: form.floorPlanId,
  seats: Number.parseInt(form.seats, 10),
  shape: form.shape as TableShape,
  area: form.area.trim(),
});

const shapeLabel = (env: TablesEnv, shape: string) =>
  (TABLE_SHAPES as readonly string[]).includes(shape) ? env.LL.tables.shapes[shape as TableShape]() : shape;

const validate = (form: TableForm): Record<string, TableErrorCode> => {
  const result = tableInput.safeParse(tableInputOf(form));
  return result.success ? {} : tableFieldErrors(result.error);
};

export const tablesResource: ResourceDescriptor<'tables', TableRow, TableForm, TablesEnv> = {
  key: 'tables',
  texts: tablesTexts,
  errorTexts: tablesErrorTexts,
  scope: 'POS_CUSTOMIZATION',
  // Lookups elsewhere only: the screen pages the list on the server.
  list: () => ({ queryKey: [...tablesKeys.all, 'unused'], queryFn: () => Promise.resolve([]) }),
  pages: {
    key: tablesKeys.pages,
    fetch: fetchTablePage,
    sortable: TABLE_LIST_SORTS,
    pageSize: 100,
  },
  invalidates: [tablesKeys.all, floorPlansQueryOptions().queryKey],
  remove: (ids) => removeTables(ids),
  name: (row) => row.code,
  searchText: (row) => `${row.code} ${row.area}`,
  version: (row) => row.version,
  defaultSort: 'code',
  facet: {
    label: (env) => env.LL.tables.plans.label(),
    options: (env) => env.options.plans,
    match: (row, value) => row.floorPlanId === value,
  },
  columns: [
    {
      key: 'code',
      width: 'minmax(6rem, 1fr)',
      // Tables 1, 2, 10 (not 1, 10, 2), as the server's list sorts them.
      compare: (env) => (a, b) => compareNatural(a.code, b.code, env.locale),
      render: (row) => row.code,
    },
    { key: 'plan', width: 'minmax(8rem, 2fr)', render: (row, env) => env.planName(row.floorPlanId) },
    {
      key: 'seats',
      width: 'minmax(5rem, 1fr)',
      numeric: true,
      compare: () => (a, b) => a.seats - b.seats,
      render: (row) => row.seats,
    },
    { key: 'shape', width: 'minmax(7rem, 1fr)', render: (row, env) => shapeLabel(env, row.shape) },
    {
      key: 'area',
      width: 'minmax(7rem, 1fr)',
      compare: (env) => {
        const compare = textCompare(env.locale);
        return (a, b) => compare(a.area, b.area);
      },
      render: (row) => row.area,
    },
  ],
  fields: [
    { name: 'code', kind: 'text', required: true },
    { name: 'floorPlanId', kind: 'select', required: true, options: (env) => env.options.plans },
    { name: 'seats', kind: 'integer', required: true },
    {
      name: 'shape',
      kind: 'select',
      required: true,
      options: (env) => TABLE_SHAPES.map((shape) => ({ id: shape, label: env.LL.tables.shapes[shape]() })),
    },
    { name: 'area', kind: 'text' },
  ],
  empty: (env) => {
    const plan = env.plans.find((p) => p.venueId === env.venueId) ?? env.plans[0];
    return {
      // The first free number across the venue's plans (codes are unique per venue).
      code: plan ? nextFreeCode([...plan.tables.map((t) => t.code), ...plan.otherTableCodes]) : '',
      floorPlanId: plan?.id ?? '',
      seats: '4',
      shape: 'SQUARE',
      area: '',
    };
  },
  toForm: (row) => ({
    code: row.code,
    floorPlanId: row.floorPlanId,
    seats: String(row.seats),
    shape: row.shape,
    area: row.area,
  }),
  validate,
  save: async ({ id, form, version }) => {
    if (id === null)
      return (await mutation.send(CreateTableDocument, { data: tableInputOf(form) })).createTable.id;
    const data = tableInputOf(form);
    return (await mutation.send(UpdateTableDocument, { id, data, expectedVersion: version })).updateTable.id;
  },
};
