import { z } from 'zod';
import { type BillingStatus, billingStatusOf } from '../../src/domain/billing.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import { findCompany } from '../settings/company.service.ts';
import { createBillingAccount } from './billingAccount.service.ts';
import { billingProviderFromEnv } from './provider.ts';

/** Also `BillingAccount.status` (server/company/company.graphql.ts). */
export const BillingAccountStatus = builder.enumType('BillingAccountStatus', {
  description:
    'The billing account\'s standing at the provider, kept true by its signed webhooks (docs/integrations.md, "Stripe").',
  values: {
    ACTIVE: {
      description: 'Paid up: the subscription is active or trialing, or the overdue invoice was paid.',
    },
    PAST_DUE: { description: 'A payment is owed: a payment failed, an invoice is overdue or unpaid.' },
    CANCELED: { description: 'The subscription has ended.' },
  } satisfies Record<BillingStatus, unknown>,
});

const returnUrl = z.url({ protocol: /^https?$/ }).max(2000);

builder.queryField('customerPortalLink', (t) =>
  t.string({
    nullable: true,
    description:
      "A one-time link to the card payment provider's customer portal for the company's billing account; null when there is no billing account or no provider.",
    authScopes: { scope: 'FINANCE' },
    args: { returnUrl: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const parsed = returnUrl.safeParse(args.returnUrl);
      if (!parsed.success) return null;
      const company = await findCompany(ctx.db, viewerOf(ctx));
      if (!company.billingAccountId) return null;
      return (await billingProviderFromEnv()?.createLink(company.billingAccountId, parsed.data)) ?? null;
    },
  }),
);

builder.queryField('billingStatus', (t) =>
  t.field({
    type: BillingAccountStatus,
    nullable: true,
    description:
      "The standing of the company's billing account at the provider, kept true by its signed webhooks (the sidebar's Billing item shows it); null without an account or before the provider has sent one.",
    authScopes: { scope: 'FINANCE' },
    resolve: async (_root, _args, ctx) => {
      const company = await findCompany(ctx.db, viewerOf(ctx));
      return company.billingAccountId ? billingStatusOf(company.billingStatus) : null;
    },
  }),
);

const CreateBillingAccountInput = builder.inputType('CreateBillingAccountInput', {
  fields: (t) => ({
    email: t.string({ required: true, description: 'Where the provider sends invoices and receipts.' }),
    name: t.string({
      required: false,
      description: "The name on invoices; the company's legal name (else its name) when empty.",
    }),
  }),
});

builder.mutationField('createBillingAccount', (t) =>
  t.id({
    description:
      "Creates the company's billing account at the billing provider (Stripe) and answers its id; the Billing sidebar item shows from then on. Refused when the company has one or no provider is configured; nothing is stored when the provider refuses.",
    authScopes: { scope: 'FINANCE' },
    args: { input: t.arg({ type: CreateBillingAccountInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      createBillingAccount(ctx.db, viewerOf(ctx), input, billingProviderFromEnv()),
  }),
);
