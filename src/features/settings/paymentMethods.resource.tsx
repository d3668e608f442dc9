import { paymentMethodFieldErrors, paymentMethodSchema } from '../../domain/paymentMethods.ts';
import { mutation } from '../../graphql/mutation.ts';
import type { ResourceDescriptor } from '../../platform/crud/index.ts';
import { CreatePaymentMethodDocument, UpdatePaymentMethodDocument } from './settings.gql.ts';
import {
  fetchPaymentMethodPage,
  type PaymentMethodRow,
  paymentMethodListQueryOptions,
  paymentMethodQueryOptions,
  removePaymentMethods,
  settingsKeys,
} from './settings.queries.ts';
import { settingsErrorTexts, settingsTexts } from './settings.resources.ts';
import type { SettingsEnv } from './settingsEnv.ts';

export interface PaymentMethodForm {
  name: string;
  internalId: string;
}

const dataOf = (form: PaymentMethodForm) => ({ name: form.name.trim(), internalId: form.internalId.trim() });

function validate(form: PaymentMethodForm): Record<string, string> {
  const result = paymentMethodSchema.safeParse(dataOf(form));
  return result.success ? {} : paymentMethodFieldErrors(result.error);
}

/**
 * The company's own payment methods (spec section 3; issue 47 item 2; docs/decisions/0090): the
 * built-in ones are not rows and not listed here (the list's empty text names them). Removing
 * one marks it deleted on the server: old orders and reports keep its name.
 */
export const paymentMethodsResource: ResourceDescriptor<
  'paymentMethods',
  PaymentMethodRow,
  PaymentMethodForm,
  SettingsEnv
> = {
  key: 'paymentMethods',
  texts: settingsTexts('paymentMethods'),
  errorTexts: settingsErrorTexts,
  scope: 'SETTINGS',
  list: paymentMethodListQueryOptions,
  pages: {
    key: settingsKeys.paymentMethodPages,
    fetch: fetchPaymentMethodPage,
    sortable: ['name'],
    pageSize: 50,
  },
  detail: paymentMethodQueryOptions,
  invalidates: [settingsKeys.all],
  remove: removePaymentMethods,
  name: (row) => row.name,
  searchText: (row) => `${row.name} ${row.internalId}`,
  version: (row) => row.version,
  defaultSort: 'name',
  columns: [
    { key: 'name', width: 'minmax(10rem, 2fr)', render: (row) => row.name },
    { key: 'internalId', width: 'minmax(8rem, 1fr)', render: (row) => row.internalId },
    {
      key: 'createdAt',
      width: '10rem',
      render: (row, env) => (row.createdAt ? env.formats.date(row.createdAt) : ''),
    },
  ],
  fields: [
    { name: 'name', kind: 'text', required: true },
    {
      name: 'internalId',
      kind: 'text',
      required: true,
      description: (env) => env.LL.settings.form.codeHint(),
    },
  ],
  empty: () => ({ name: '', internalId: '' }),
  toForm: (row) => ({ name: row.name, internalId: row.internalId }),
  validate,
  save: async ({ id, form, version }) => {
    if (id === null)
      return (
        await mutation.send(CreatePaymentMethodDocument, {
          data: dataOf(form),
          // One key per save: a retry of this very request answers the same method.
          idempotencyKey: crypto.randomUUID(),
        })
      ).createPaymentMethod.id;
    await mutation.send(UpdatePaymentMethodDocument, { id, data: dataOf(form), expectedVersion: version });
    return id;
  },
};
