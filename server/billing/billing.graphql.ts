import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { builder, viewerOf } from '../builder.ts';
import { companies } from '../db/schema/index.ts';
import { createBillingAccount } from './billingAccount.service.ts';
import { billingProviderFromEnv } from './provider.ts';

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
      const { companyId } = viewerOf(ctx);
      const [company] = await ctx.db
        .select({ billingAccountId: companies.billingAccountId })
        .from(companies)
        .where(eq(companies.id, companyId));
      if (!company?.billingAccountId) return null;
      return (await billingProviderFromEnv()?.createLink(company.billingAccountId, parsed.data)) ?? null;
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
