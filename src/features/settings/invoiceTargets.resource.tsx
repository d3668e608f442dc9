import {
  type InvoiceTargetData,
  invoiceTargetFieldErrors,
  invoiceTargetSchema,
} from '../../domain/invoices.ts';
import { mutation } from '../../graphql/mutation.ts';
import type { ResourceDescriptor } from '../../platform/crud/index.ts';
import { CreateInvoiceTargetDocument, UpdateInvoiceTargetDocument } from './settings.gql.ts';
import {
  fetchInvoiceTargetPage,
  type InvoiceTargetRow,
  invoiceTargetListQueryOptions,
  invoiceTargetQueryOptions,
  removeInvoiceTargets,
  settingsKeys,
} from './settings.queries.ts';
import { settingsErrorTexts, settingsTexts } from './settings.resources.ts';
import type { SettingsEnv } from './settingsEnv.ts';

export type InvoiceTargetForm = InvoiceTargetData;

const dataOf = (form: InvoiceTargetForm): InvoiceTargetData => ({
  name: form.name.trim(),
  organizationNumber: form.organizationNumber.trim(),
  email: form.email.trim(),
  address: form.address.trim(),
  reference: form.reference.trim(),
});

function validate(form: InvoiceTargetForm): Record<string, string> {
  const result = invoiceTargetSchema.safeParse(dataOf(form));
  return result.success ? {} : invoiceTargetFieldErrors(result.error);
}

/**
 * The customers the company bills by invoice (issue 47 item 3; docs/invoices.md): an INVOICE
 * payment names one, and each month's payments per customer become one invoice. Removing one
 * marks it deleted on the server: its payments and invoices keep it.
 */
export const invoiceTargetsResource: ResourceDescriptor<
  'invoiceTargets',
  InvoiceTargetRow,
  InvoiceTargetForm,
  SettingsEnv
> = {
  key: 'invoiceTargets',
  texts: settingsTexts('invoiceTargets'),
  errorTexts: settingsErrorTexts,
  scope: 'SETTINGS',
  list: invoiceTargetListQueryOptions,
  pages: {
    key: settingsKeys.invoiceTargetPages,
    fetch: fetchInvoiceTargetPage,
    sortable: ['name'],
    pageSize: 50,
  },
  detail: invoiceTargetQueryOptions,
  invalidates: [settingsKeys.all],
  remove: removeInvoiceTargets,
  name: (row) => row.name,
  searchText: (row) => `${row.name} ${row.organizationNumber} ${row.email} ${row.reference}`,
  version: (row) => row.version,
  defaultSort: 'name',
  columns: [
    { key: 'name', width: 'minmax(10rem, 2fr)', render: (row) => row.name },
    { key: 'organizationNumber', width: 'minmax(8rem, 1fr)', render: (row) => row.organizationNumber },
    { key: 'email', width: 'minmax(10rem, 1.5fr)', render: (row) => row.email },
    { key: 'reference', width: 'minmax(8rem, 1fr)', render: (row) => row.reference },
  ],
  fields: [
    { name: 'name', kind: 'text', required: true },
    { name: 'organizationNumber', kind: 'text' },
    { name: 'email', kind: 'text' },
    { name: 'address', kind: 'text' },
    { name: 'reference', kind: 'text' },
  ],
  empty: () => ({ name: '', organizationNumber: '', email: '', address: '', reference: '' }),
  toForm: (row) => ({
    name: row.name,
    organizationNumber: row.organizationNumber,
    email: row.email,
    address: row.address,
    reference: row.reference,
  }),
  validate,
  save: async ({ id, form, version }) => {
    if (id === null)
      return (
        await mutation.send(CreateInvoiceTargetDocument, {
          data: dataOf(form),
          // One key per save: a retry of this very request answers the same customer.
          idempotencyKey: crypto.randomUUID(),
        })
      ).createInvoiceTarget.id;
    await mutation.send(UpdateInvoiceTargetDocument, { id, data: dataOf(form), expectedVersion: version });
    return id;
  },
};
