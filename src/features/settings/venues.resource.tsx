import { venueFieldErrors, venueSettingsSchema } from '../../domain/venueSettings.ts';
import { mutation } from '../../graphql/mutation.ts';
import type { ResourceDescriptor } from '../../platform/crud/index.ts';
import { RecordNotes } from '../../platform/notes/index.ts';
import { CreateVenueDocument, UpdateVenueSettingsDocument } from './settings.gql.ts';
import {
  fetchVenuePage,
  removeVenues,
  settingsKeys,
  VENUE_INVALIDATES,
  type VenueSettingsRow,
  venueListQueryOptions,
  venueQueryOptions,
} from './settings.queries.ts';
import { settingsErrorTexts, settingsTexts } from './settings.resources.ts';
import type { SettingsEnv } from './settingsEnv.ts';

export interface VenueForm {
  name: string;
  legalName: string;
  street: string;
  zip: string;
  city: string;
  phone: string;
  timezone: string;
  accountingCutoff: string;
  staffIdleTimeout: string;
  active: boolean;
}

/** The form as the API and the shared rules take it; a blank timeout is 0 (never). */
const dataOf = (form: VenueForm) => ({
  name: form.name.trim(),
  legalName: form.legalName.trim(),
  street: form.street.trim(),
  zip: form.zip.trim(),
  city: form.city.trim(),
  phone: form.phone.trim() || '0',
  timezone: form.timezone.trim(),
  accountingCutoff: form.accountingCutoff.trim(),
  staffIdleTimeout: form.staffIdleTimeout.trim() === '' ? 0 : Number(form.staffIdleTimeout.trim()),
  active: form.active,
});

function validate(form: VenueForm): Record<string, string> {
  const result = venueSettingsSchema.safeParse(dataOf(form));
  return result.success ? {} : venueFieldErrors(result.error);
}

/** Venues (spec section 3; issue 21 item 5): the generic paged list and editor. */
export const venuesResource: ResourceDescriptor<'venues', VenueSettingsRow, VenueForm, SettingsEnv> = {
  key: 'venues',
  texts: settingsTexts('venues'),
  errorTexts: settingsErrorTexts,
  scope: 'SETTINGS',
  list: venueListQueryOptions,
  pages: { key: settingsKeys.venuePages, fetch: fetchVenuePage, sortable: ['name'], pageSize: 50 },
  detail: venueQueryOptions,
  invalidates: VENUE_INVALIDATES,
  remove: removeVenues,
  name: (row) => row.name,
  // Its internal note (record metadata, spec section 7), under the saved venue's editor.
  aside: (row) => <RecordNotes recordType="VENUE" recordId={row.id} name={row.name} />,
  searchText: (row) => `${row.name} ${row.street} ${row.city}`,
  version: (row) => row.version,
  defaultSort: 'name',
  columns: [
    { key: 'name', width: 'minmax(10rem, 2fr)', render: (row) => row.name },
    { key: 'city', width: 'minmax(8rem, 1fr)', render: (row) => row.city },
    { key: 'timezone', width: 'minmax(10rem, 1fr)', render: (row) => row.timezone },
    { key: 'accountingCutoff', width: '8rem', render: (row) => row.accountingCutoff },
    {
      key: 'active',
      width: '7rem',
      render: (row, env) => (row.active ? env.LL.settings.form.active() : env.LL.settings.form.inactive()),
    },
  ],
  fields: [
    { name: 'name', kind: 'text', required: true },
    { name: 'legalName', kind: 'text' },
    { name: 'street', kind: 'text' },
    { name: 'zip', kind: 'text' },
    { name: 'city', kind: 'text' },
    { name: 'phone', kind: 'text' },
    {
      name: 'timezone',
      kind: 'text',
      required: true,
      description: (env) => env.LL.settings.form.timezoneHint(),
    },
    {
      name: 'accountingCutoff',
      kind: 'text',
      required: true,
      description: (env) => env.LL.settings.form.cutoffHint(),
    },
    { name: 'staffIdleTimeout', kind: 'integer', description: (env) => env.LL.settings.form.idleHint() },
    { name: 'active', kind: 'checkbox' },
  ],
  // Spec section 3 defaults: phone "0", active; the company's time zone; the 05:30 accounting day.
  empty: (env) => ({
    name: '',
    legalName: '',
    street: '',
    zip: '',
    city: '',
    phone: '0',
    timezone: env.timezone,
    accountingCutoff: '05:30',
    staffIdleTimeout: '0',
    active: true,
  }),
  toForm: (row) => ({
    name: row.name,
    legalName: row.legalName,
    street: row.street,
    zip: row.zip,
    city: row.city,
    phone: row.phone,
    timezone: row.timezone,
    accountingCutoff: row.accountingCutoff,
    staffIdleTimeout: String(row.staffIdleTimeout),
    active: row.active,
  }),
  validate,
  save: async ({ id, form, version }) => {
    if (id === null) return (await mutation.send(CreateVenueDocument, { data: dataOf(form) })).createVenue.id;
    await mutation.send(UpdateVenueSettingsDocument, { id, data: dataOf(form), expectedVersion: version });
    return id;
  },
};
