import { paymentMethodSchema } from '../../src/domain/paymentMethods.ts';
import { parseInput } from '../platform/api/input.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import { byNameArgs, byNamePage, pageType } from '../platform/paging/keyset.ts';
import { PAYMENT_METHOD_FIELDS } from './errors.ts';
import {
  createPaymentMethod,
  deletePaymentMethod,
  findPaymentMethod,
  listPaymentMethods,
  type PaymentMethodView,
  paymentMethodsOf,
  updatePaymentMethod,
} from './paymentMethods.service.ts';

const SETTINGS = { scope: 'SETTINGS' } as const;
export const PAYMENT_METHOD_PAGE_SIZE = 50;

const PaymentMethodRef = builder.objectRef<PaymentMethodView>('PaymentMethod').implement({
  description:
    "Spec section 3, Payment method: a built-in one (id = its code: CASH, CARD, SWISH, GIFT_CARD, INVOICE; not editable) or one of the company's own (docs/decisions/0090).",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    internalId: t.exposeString('internalId', {
      description: "The company's own code; a built-in's is its id.",
    }),
    deleted: t.exposeBoolean('deleted', {
      description: 'Removed: kept for old orders and reports by name, refused for new payments.',
    }),
    builtIn: t.exposeBoolean('builtIn'),
    createdAt: t.string({ nullable: true, resolve: (row) => row.createdAt?.toISOString() ?? null }),
    version: t.exposeInt('version'),
  }),
});

const PaymentMethodPage = pageType('PaymentMethodPage', PaymentMethodRef);

const PaymentMethodInput = builder.inputType('PaymentMethodInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    internalId: t.string({ required: true }),
  }),
});

const parseMethod = (data: { name: string; internalId: string }) =>
  parseInput(paymentMethodSchema, data, PAYMENT_METHOD_FIELDS);

builder.queryField('paymentMethods', (t) =>
  t.field({
    type: [PaymentMethodRef],
    description:
      "GetPaymentMethods(companyId): the payment methods a terminal may record, the built-in ones first, then the company's own by name. `includeDeleted` adds removed ones (to name old payments). Another company's id answers an empty list.",
    authScopes: { scope: 'ORDERS' },
    args: {
      companyId: t.arg.id({ required: false }),
      includeDeleted: t.arg.boolean({ required: false }),
    },
    resolve: (_root, args, ctx) => {
      const viewer = viewerOf(ctx);
      if (args.companyId != null && String(args.companyId) !== viewer.companyId) return [];
      return paymentMethodsOf(ctx.db, viewer, args.includeDeleted ?? false);
    },
  }),
);

builder.queryField('paymentMethodsPage', (t) =>
  t.field({
    type: PaymentMethodPage,
    description:
      "The company's own payment methods (not removed) by name, keyset-paged, searched by name or code.",
    authScopes: SETTINGS,
    args: byNameArgs(t.arg),
    resolve: (_root, args, ctx) =>
      byNamePage(ctx, {
        list: 'paymentMethodsPage',
        pageSize: PAYMENT_METHOD_PAGE_SIZE,
        args,
        load: (query) => listPaymentMethods(ctx.db, viewerOf(ctx), query),
      }),
  }),
);

builder.queryField('paymentMethod', (t) =>
  t.field({
    type: PaymentMethodRef,
    nullable: true,
    description: "One of the company's own payment methods; null when missing, built-in or not the viewer's.",
    authScopes: SETTINGS,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => findPaymentMethod(ctx.db, viewerOf(ctx), String(args.id)),
  }),
);

builder.mutationField('createPaymentMethod', (t) =>
  t.field({
    type: PaymentMethodRef,
    description:
      'Adds a payment method of the company\'s own (its code unique among those not removed). Needs the company metadata, else "Metadata not available" (spec section 5). With an idempotencyKey a retry answers the same method; the same key with another body is CONFLICT.',
    authScopes: SETTINGS,
    args: {
      data: t.arg({ type: PaymentMethodInput, required: true }),
      idempotencyKey: t.arg.string({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      createPaymentMethod(ctx.db, viewerOf(ctx), parseMethod(args.data), args.idempotencyKey ?? null),
  }),
);

builder.mutationField('updatePaymentMethod', (t) =>
  t.field({
    type: PaymentMethodRef,
    description:
      "Renames a payment method of the company's own (name and code); CONFLICT when expectedVersion is not the stored one. Saving what is stored answers it unchanged (a retry is harmless).",
    authScopes: SETTINGS,
    args: {
      id: t.arg.id({ required: true }),
      data: t.arg({ type: PaymentMethodInput, required: true }),
      expectedVersion: t.arg.int({ required: false }),
    },
    resolve: (_root, args, ctx) =>
      updatePaymentMethod(
        ctx.db,
        viewerOf(ctx),
        String(args.id),
        parseMethod(args.data),
        args.expectedVersion,
      ),
  }),
);

builder.mutationField('deletePaymentMethod', (t) =>
  t.boolean({
    description:
      "Removes a payment method of the company's own: it is marked deleted, kept by name on old orders and reports, refused for new payments. Removing a removed one answers true again.",
    authScopes: SETTINGS,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      await deletePaymentMethod(ctx.db, viewerOf(ctx), String(args.id));
      return true;
    },
  }),
);
