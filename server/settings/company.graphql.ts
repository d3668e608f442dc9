import { companySettingsSchema, isCountryCode } from '../../src/domain/companySettings.ts';
import { parseInput } from '../platform/api/input.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import type { CompanyRow } from '../platform/db/schema/index.ts';
import { findCompany, updateCompany } from './company.service.ts';
import { COMPANY_FIELDS } from './errors.ts';

const SETTINGS = { scope: 'SETTINGS' } as const;

export const CompanySettingsRef = builder.objectRef<CompanyRow>('CompanySettings').implement({
  description: "The viewer's company settings (issue 21 item 5). The country is fixed at sign-up.",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    legalName: t.exposeString('legalName'),
    country: t.exposeString('country'),
    orgNumber: t.exposeString('orgNumber', {
      description: "Checked by the country's rule (SE Luhn, NO/DK mod 11, …).",
    }),
    street: t.exposeString('street'),
    zip: t.exposeString('zip'),
    city: t.exposeString('city'),
    defaultLanguage: t.exposeString('defaultLanguage'),
    currency: t.exposeString('currency'),
    vatRegistered: t.exposeBoolean('vatRegistered'),
    vatNumber: t.exposeString('vatNumber'),
    maxTipPercent: t.exposeInt('maxTipPercent', {
      description: 'The largest tip a payment may carry, in percent of the order total (0–100).',
    }),
    version: t.exposeInt('version'),
  }),
});

const CompanySettingsInput = builder.inputType('CompanySettingsInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    legalName: t.string({ required: false }),
    orgNumber: t.string({ required: false }),
    street: t.string({ required: false }),
    zip: t.string({ required: false }),
    city: t.string({ required: false }),
    defaultLanguage: t.string({ required: true }),
    currency: t.string({ required: true }),
    vatRegistered: t.boolean({ required: false }),
    vatNumber: t.string({ required: false }),
    maxTipPercent: t.int({ required: false, description: 'Unchanged when left out.' }),
  }),
});

builder.queryField('companySettings', (t) =>
  t.field({
    type: CompanySettingsRef,
    description: "The viewer's company settings.",
    authScopes: SETTINGS,
    resolve: (_root, _args, ctx) => findCompany(ctx.db, viewerOf(ctx)),
  }),
);

builder.mutationField('updateCompanySettings', (t) =>
  t.field({
    type: CompanySettingsRef,
    description:
      "Saves the company settings; the organisation number must pass the country's rule. CONFLICT when expectedVersion is stale.",
    authScopes: SETTINGS,
    args: {
      data: t.arg({ type: CompanySettingsInput, required: true }),
      expectedVersion: t.arg.int({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = viewerOf(ctx);
      const current = await findCompany(ctx.db, viewer);
      const country = isCountryCode(current.country) ? current.country : 'SE';
      const { data } = args;
      const parsed = parseInput(
        companySettingsSchema(country),
        {
          name: data.name,
          legalName: data.legalName ?? current.legalName,
          orgNumber: data.orgNumber ?? current.orgNumber,
          street: data.street ?? current.street,
          zip: data.zip ?? current.zip,
          city: data.city ?? current.city,
          defaultLanguage: data.defaultLanguage,
          currency: data.currency,
          vatRegistered: data.vatRegistered ?? current.vatRegistered,
          vatNumber: data.vatNumber ?? current.vatNumber,
          maxTipPercent: data.maxTipPercent ?? current.maxTipPercent,
        },
        COMPANY_FIELDS,
      );
      return updateCompany(ctx.db, viewer, parsed, args.expectedVersion);
    },
  }),
);
