import { sendDeps } from '../integrations/registry.ts';
import { recordNotFound } from '../platform/api/domainError.ts';
import { isUuid } from '../platform/api/versioned.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import type { InvoiceRow } from '../platform/db/schema/index.ts';
import { newestFirstPage } from '../platform/paging/keyset.ts';
import { invoiceNow, listInvoices, resendInvoice } from './invoices.service.ts';
import { InvoiceTargetRef } from './invoiceTargets.graphql.ts';
import { invoiceTargetsByIds } from './invoiceTargets.service.ts';

const SCOPE = { scope: 'INTEGRATIONS' } as const;
export const INVOICE_PAGE_SIZE = 50;

const Invoice = builder.objectRef<InvoiceRow>('Invoice').implement({
  description:
    'A collective invoice (spec section 3, "Voucher and invoice"; docs/invoices.md): a target\'s INVOICE payments of a period, sent through the company\'s accounting integration.',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status', { description: 'pending, sending, retrying, sent or failed.' }),
    message: t.exposeString('message', {
      description: "The provider's refusal or the last failure; empty when sent.",
    }),
    createdAt: t.string({ resolve: (row) => row.createdAt.toISOString() }),
    target: t.field({
      type: InvoiceTargetRef,
      description: 'The customer billed (removed ones too).',
      resolve: async (row, _args, ctx) => {
        const target = (await invoiceTargetsByIds(ctx.db, viewerOf(ctx), [row.targetId])).get(row.targetId);
        if (!target) throw recordNotFound();
        return target;
      },
    }),
    integration: t.exposeString('integration', { description: 'The accounting provider it goes to.' }),
    amount: t.exposeInt('amount', { description: 'Minor units, VAT included.' }),
    currency: t.exposeString('currency'),
    periodStart: t.exposeString('periodStart', { description: 'The first accounting day of its payments.' }),
    periodEnd: t.exposeString('periodEnd', { description: 'The last accounting day of its payments.' }),
    attempts: t.exposeInt('attempts'),
    nextAttemptAt: t.string({ nullable: true, resolve: (row) => row.nextAttemptAt?.toISOString() ?? null }),
    providerReference: t.exposeString('providerReference', {
      nullable: true,
      description: "The provider's invoice number once sent.",
    }),
  }),
});

const InvoiceList = builder
  .objectRef<{ items: InvoiceRow[]; nextCursor: string | null }>('InvoiceList')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [Invoice], resolve: (list) => list.items }),
      nextCursor: t.exposeString('nextCursor', { nullable: true }),
    }),
  });

builder.queryField('invoices', (t) =>
  t.field({
    type: InvoiceList,
    description:
      "The company's collective invoices, newest first, keyset-paged (pass nextCursor back as after); `integration` keeps one provider's.",
    authScopes: SCOPE,
    args: {
      first: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
      integration: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      newestFirstPage(ctx, {
        list: 'invoices',
        scope: args.integration ?? null,
        first: args.first,
        pageSize: INVOICE_PAGE_SIZE,
        after: args.after,
        instant: 'createdAt',
        load: (first, after) =>
          listInvoices(ctx.db, viewerOf(ctx), first + 1, after, args.integration ?? null),
      }),
  }),
);

builder.mutationField('invoiceNow', (t) =>
  t.field({
    type: [Invoice],
    description:
      '"Invoice now": the company\'s INVOICE payments not yet invoiced, up to today, become one invoice per target, queued to be sent through its connected accounting integration (the monthly run does the same for each ended month). Each payment is invoiced once: a second call makes none for the same payments. Refused when no accounting integration is connected.',
    authScopes: SCOPE,
    resolve: (_root, _args, ctx) =>
      invoiceNow(ctx.db, viewerOf(ctx), sendDeps(), ctx.jobs ?? null, new Date()),
  }),
);

builder.mutationField('resendInvoice', (t) =>
  t.field({
    type: Invoice,
    description:
      '"Send again" on a failed invoice: it waits again and its job is queued (the provider finds it by its reference, so it is never made twice). Another company\'s invoice, or one that has not failed, answers NOT_FOUND.',
    authScopes: SCOPE,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const id = String(args.id);
      const row = isUuid(id)
        ? await resendInvoice(ctx.db, viewerOf(ctx), id, ctx.jobs ?? null, sendDeps())
        : null;
      if (!row) throw recordNotFound();
      return row;
    },
  }),
);
