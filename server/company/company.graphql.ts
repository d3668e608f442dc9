import { type BillingStatus, billingStatusOf } from '../../src/domain/billing.ts';
import { companyCountry, defaultCountryCode, licenceFlags } from '../../src/domain/company.ts';
import { DEFAULT_TIMEZONE } from '../../src/domain/countries.ts';
import { BillingAccountStatus } from '../billing/billing.graphql.ts';
import { LicenceRef } from '../licences/licences.graphql.ts';
import { Menu } from '../menus/menus.graphql.ts';
import { AccountHolderType } from '../payments/payments.graphql.ts';
import { builder } from '../platform/builder.ts';
import type { Context } from '../platform/context.ts';
import type { CompanyRow } from '../platform/db/schema/index.ts';
import { Venue } from '../venues/venues.graphql.ts';
import { accountLoader } from './loader.ts';

/**
 * The API's Company (issue 24 item 2, spec section 3; docs/api.md). The company is always the
 * token's. Fields behind a scope declare it here and answer FORBIDDEN with the field null when
 * the viewer lacks it; the rest of the answer stays (docs/decisions.md, "User and Company").
 */

/** Scopes of the fields that expose more than the shell needs, named once. */
export const COMPANY_FIELD_SCOPES = {
  /** The payments pages (payments-only companies) and the finance scope. */
  accountHolders: { scope: 'FINANCE', paymentsCompany: true },
  /** The Billing item's gate: FINANCE (spec section 4). */
  billingAccounts: { scope: 'FINANCE' },
  /** The licences and devices page: SETTINGS, like `licenses`. */
  licenses: { scope: 'SETTINGS' },
  /** The menus pages are open to a POS company; its reads are `posCompany` (like `menus`). */
  activeMenus: { posCompany: true },
} as const;

const BillingAccount = builder
  .objectRef<{ id: string; status: BillingStatus | null }>('BillingAccount')
  .implement({
    description:
      'A billing account at the subscription provider (the customer the Billing portal opens); today a company has at most one.',
    fields: (t) => ({
      id: t.exposeID('id'),
      status: t.field({
        type: BillingAccountStatus,
        nullable: true,
        description: 'Null until the provider has sent a status.',
        resolve: (row) => row.status,
      }),
    }),
  });

const flags = async (ctx: Context) => licenceFlags(await accountLoader(ctx).features());

export const Company = builder.objectRef<CompanyRow>('Company').implement({
  description: "The viewer's company (spec section 3 Company).",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    createdAt: t.string({ resolve: (row) => row.createdAt.toISOString() }),
    country: t.string({
      description: 'ISO country code; a stored EN is read as GB (src/domain/company.ts).',
      resolve: (row) => companyCountry(row.country),
    }),
    timezone: t.string({ resolve: (row) => row.timezone || DEFAULT_TIMEZONE }),
    defaultCurrency: t.exposeString('currency'),
    defaultLanguage: t.exposeString('defaultLanguage'),
    defaultCountryCode: t.string({
      description: 'The calling code phone fields start with, e.g. "+46".',
      resolve: (row) => defaultCountryCode(row.country),
    }),
    isPaymentsOnly: t.exposeBoolean('isPaymentsOnly'),
    activeMenus: t.field({
      type: [Menu],
      nullable: true,
      description: 'The menus venues use, with entries (GetMenus); the all-articles menu is left out.',
      authScopes: COMPANY_FIELD_SCOPES.activeMenus,
      resolve: (_row, _args, ctx) => accountLoader(ctx).activeMenus(),
    }),
    accountHolders: t.field({
      type: [AccountHolderType],
      nullable: true,
      description:
        'The card-provider account holders (adyenAccountHolders in the spec); a venue-restricted viewer sees those of their legal entities.',
      authScopes: COMPANY_FIELD_SCOPES.accountHolders,
      resolve: (_row, _args, ctx) => accountLoader(ctx).accountHolders(),
    }),
    venues: t.field({
      type: [Venue],
      description: "The non-deleted venues within the viewer's venue restriction, oldest first.",
      resolve: (_row, _args, ctx) => accountLoader(ctx).venues(),
    }),
    billingAccounts: t.field({
      type: [BillingAccount],
      nullable: true,
      authScopes: COMPANY_FIELD_SCOPES.billingAccounts,
      resolve: (row) =>
        row.billingAccountId
          ? [{ id: row.billingAccountId, status: billingStatusOf(row.billingStatus) }]
          : [],
    }),
    licenses: t.field({
      type: [LicenceRef],
      nullable: true,
      description: 'Every new-style licence of the company, active or not, oldest first.',
      authScopes: COMPANY_FIELD_SCOPES.licenses,
      resolve: (_row, _args, ctx) => accountLoader(ctx).licences(),
    }),
    useNewLicenses: t.exposeBoolean('useNewLicenses', {
      description: 'Features follow new-style licences rather than the stored flags (docs/licences.md).',
    }),
    hasTables: t.boolean({
      description: 'Table service: an active TSR licence with useNewLicenses, else the stored flag.',
      resolve: async (_row, _args, ctx) => (await flags(ctx)).hasTables,
    }),
    hasKDS: t.boolean({
      description: 'Kitchen display: an active KDS licence with useNewLicenses, else the stored flag.',
      resolve: async (_row, _args, ctx) => (await flags(ctx)).hasKDS,
    }),
    hasAppOrders: t.boolean({
      description: 'App orders: an active APP licence with useNewLicenses, else the stored flag.',
      resolve: async (_row, _args, ctx) => (await flags(ctx)).hasAppOrders,
    }),
    hasExpress: t.boolean({
      description: 'Express: an active QSR licence with useNewLicenses, else the stored flag.',
      resolve: async (_row, _args, ctx) => (await flags(ctx)).hasExpress,
    }),
    hasCDS: t.boolean({
      description:
        'Customer display: an active CUSTOMER_DISPLAY licence with useNewLicenses, else the stored flag.',
      resolve: async (_row, _args, ctx) => (await flags(ctx)).hasCDS,
    }),
  }),
});

builder.queryField('company', (t) =>
  t.field({
    type: Company,
    description: "The signed-in user's company (from the token; there is no companyId argument).",
    authScopes: { authenticated: true },
    resolve: (_root, _args, ctx) => accountLoader(ctx).company(),
  }),
);
