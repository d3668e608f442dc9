import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { builder, viewerOf } from '../builder.ts';
import { companies } from '../db/schema/index.ts';
import { billingPortalFromEnv } from './portal.ts';

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
      return billingPortalFromEnv().createLink(company.billingAccountId, parsed.data);
    },
  }),
);
