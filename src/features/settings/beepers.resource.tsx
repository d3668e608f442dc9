import { beeperFieldErrors, beeperRangeSchema } from '../../domain/beepers.ts';
import { mutation } from '../../graphql/mutation.ts';
import type { ResourceDescriptor } from '../../platform/crud/index.ts';
import { CreateBeeperRangeDocument, UpdateBeeperRangeDocument } from './settings.gql.ts';
import {
  type BeeperRangeRow,
  beeperListQueryOptions,
  beeperQueryOptions,
  fetchBeeperPage,
  removeBeeperRanges,
  settingsKeys,
} from './settings.queries.ts';
import { settingsErrorTexts, settingsTexts } from './settings.resources.ts';
import type { SettingsEnv } from './settingsEnv.ts';

export interface BeeperForm {
  venueId: string;
  name: string;
  first: string;
  last: string;
  enabled: boolean;
}

const number = (value: string) => (value.trim() === '' ? Number.NaN : Number(value.trim()));

const dataOf = (form: BeeperForm) => ({
  venueId: form.venueId,
  name: form.name.trim(),
  first: number(form.first),
  last: number(form.last),
  enabled: form.enabled,
});

function validate(form: BeeperForm): Record<string, string> {
  const result = beeperRangeSchema.safeParse(dataOf(form));
  return result.success ? {} : beeperFieldErrors(result.error);
}

/** Beepers (issue 21 item 5): pager-number ranges per venue, in the generic paged list and editor. */
export const beepersResource: ResourceDescriptor<'beepers', BeeperRangeRow, BeeperForm, SettingsEnv> = {
  key: 'beepers',
  texts: settingsTexts('beepers'),
  errorTexts: settingsErrorTexts,
  scope: 'SETTINGS',
  list: beeperListQueryOptions,
  pages: { key: settingsKeys.beeperPages, fetch: fetchBeeperPage, sortable: [], pageSize: 50 },
  detail: beeperQueryOptions,
  invalidates: [settingsKeys.all],
  remove: removeBeeperRanges,
  name: (row) => row.name || `${row.first}–${row.last}`,
  searchText: (row) => `${row.name} ${row.venueName}`,
  version: (row) => row.version,
  columns: [
    { key: 'venueName', width: 'minmax(10rem, 2fr)', render: (row) => row.venueName },
    { key: 'name', width: 'minmax(8rem, 1fr)', render: (row) => row.name },
    { key: 'numbers', width: '10rem', render: (row) => `${row.first}–${row.last}` },
    {
      key: 'enabled',
      width: '7rem',
      render: (row, env) => (row.enabled ? env.LL.settings.form.enabled() : env.LL.settings.form.disabled()),
    },
  ],
  fields: [
    { name: 'venueId', kind: 'select', required: true, options: (env) => env.venues },
    { name: 'name', kind: 'text' },
    {
      name: 'first',
      kind: 'integer',
      required: true,
      description: (env) => env.LL.settings.form.rangeHint(),
    },
    { name: 'last', kind: 'integer', required: true },
    { name: 'enabled', kind: 'checkbox' },
  ],
  empty: (env) => ({ venueId: env.venues[0]?.id ?? '', name: '', first: '1', last: '20', enabled: true }),
  toForm: (row) => ({
    venueId: row.venueId,
    name: row.name,
    first: String(row.first),
    last: String(row.last),
    enabled: row.enabled,
  }),
  validate,
  save: async ({ id, form, version }) => {
    if (id === null)
      return (await mutation.send(CreateBeeperRangeDocument, { data: dataOf(form) })).createBeeperRange.id;
    await mutation.send(UpdateBeeperRangeDocument, { id, data: dataOf(form), expectedVersion: version });
    return id;
  },
};
