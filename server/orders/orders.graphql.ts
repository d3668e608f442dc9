import { channelOf, type OrderSource } from '../../src/domain/orders.ts';
import { ownMethodName } from '../../src/domain/paymentMethods.ts';
import { z } from '../../src/domain/zod.ts';
import { Batcher, batcher } from '../platform/api/batch.ts';
import { badArguments, recordNotFound } from '../platform/api/domainError.ts';
import { parseInput } from '../platform/api/input.ts';
import { builder, viewerOf } from '../platform/builder.ts';
import type { Context } from '../platform/context.ts';
import type {
  OrderAuditRow,
  OrderLinePriceChange,
  OrderLineRow,
  OrderPaymentRow,
  OrderRefundRow,
  OrderRow,
} from '../platform/db/schema/index.ts';
import { busOf, pubsubOf } from '../platform/events/pubsub.ts';
import { dispatchOf, enqueueMail } from '../platform/mail/outbox.ts';
import { newestFirstPage } from '../platform/paging/keyset.ts';
import { authorName } from '../session/actorName.service.ts';
import { paymentMethodNames } from '../settings/paymentMethodCodes.ts';
import { requireTerminalPermission } from '../staff/staff.service.ts';
import { venueNames } from '../venues/venues.service.ts';
import { acquirerFromEnv } from './acquirer.ts';
import {
  type Actor,
  addAudit,
  createOrder,
  findOrder,
  ORDER_FIELDS,
  updateOrderStatus,
} from './orders.service.ts';
import {
  newestOrders,
  type OrderListTotals,
  orderAuditOf,
  orderFilterSchema,
  orderFilterWhere,
  orderLinesOf,
  orderListTotals,
  orderPaymentsOf,
  orderRefundsOf,
} from './ordersList.service.ts';
import { loadOrderReceipt, receiptMail, receiptPdf } from './receipt.ts';
import { refundOrder } from './refunds.service.ts';

export const ORDER_PAGE_SIZE = 50;

/** Who is acting: the API key's name for a terminal, the user's name in the back office. */
async function actorOf(ctx: Context, device: string | null = null): Promise<Actor> {
  const viewer = viewerOf(ctx);
  return { userId: viewer.apiKey ? null : viewer.userId, name: await authorName(ctx.db, viewer), device };
}

async function publishChange(
  ctx: Context,
  order: { id: string; companyId: string; venueId: string; number: number },
) {
  pubsubOf(await busOf(ctx)).publish('orderChanged', order.companyId, {
    orderId: order.id,
    venueId: order.venueId,
    number: order.number,
  });
}

const VatLineType = builder
  .objectRef<{ rate: number; net: number; vat: number; gross: number }>('OrderVat')
  .implement({
    fields: (t) => ({
      rate: t.exposeInt('rate'),
      net: t.exposeInt('net'),
      vat: t.exposeInt('vat'),
      gross: t.exposeInt('gross'),
    }),
  });

const OfferType = builder
  .objectRef<{ offerId?: string | null; name: string; discount: number }>('OrderLineOffer')
  .implement({
    fields: (t) => ({
      offerId: t.string({ nullable: true, resolve: (offer) => offer.offerId ?? null }),
      name: t.exposeString('name'),
      discount: t.exposeInt('discount'),
    }),
  });

const VariationType = builder.objectRef<{ name: string; price: number }>('OrderLineVariation').implement({
  fields: (t) => ({ name: t.exposeString('name'), price: t.exposeInt('price') }),
});

const PriceChangeType = builder.objectRef<OrderLinePriceChange>('OrderLinePriceChange').implement({
  description:
    "A price other than the catalogue's on an order line: the rule that allowed it (OPEN_PRICE: an open-price product; MANUAL_PRICE: a staff member's price change, which needs MANUAL_DISCOUNT), the catalogue's price and who set it.",
  fields: (t) => ({
    rule: t.exposeString('rule'),
    originalPrice: t.exposeInt('originalPrice'),
    staffId: t.exposeID('staffId', { nullable: true }),
    by: t.exposeString('by'),
  }),
});

const OrderLineType = builder.objectRef<OrderLineRow>('OrderLine').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    itemId: t.exposeID('itemId', { nullable: true }),
    title: t.exposeString('title'),
    variations: t.field({ type: [VariationType], resolve: (line) => line.variations }),
    removedIngredients: t.stringList({ resolve: (line) => line.removedIngredients ?? [] }),
    quantity: t.exposeInt('quantity'),
    refundedQuantity: t.exposeInt('refundedQuantity'),
    unitPrice: t.exposeInt('unitPrice'),
    manualPrice: t.boolean({ resolve: (line) => line.manualPrice === 1 }),
    vatRate: t.exposeInt('vatRate'),
    offers: t.field({ type: [OfferType], resolve: (line) => line.offers }),
    total: t.exposeInt('total'),
    vat: t.exposeInt('vat'),
    priceChange: t.field({ type: PriceChangeType, nullable: true, resolve: (line) => line.priceChange }),
  }),
});

/** The name of a company's own method on a payment or refund (one read per company and request). */
async function methodName(ctx: Context, row: { companyId: string; method: string }) {
  const names = await batcher(
    ctx,
    'paymentMethodNames',
    () =>
      new Batcher(
        async (companyIds: string[]) =>
          new Map(
            await Promise.all(
              companyIds.map(
                async (id) => [id, await paymentMethodNames(ctx.db, { companyId: id })] as const,
              ),
            ),
          ),
        () => new Map<string, string>(),
      ),
  ).load(row.companyId);
  return ownMethodName(row.method, names);
}

const METHOD_NAME =
  "The name of the company's own payment method (removed ones too); null for a built-in method (CASH, CARD, SWISH, GIFT_CARD, INVOICE), which the client names in its language.";

const PaymentType = builder.objectRef<OrderPaymentRow>('OrderPayment').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    method: t.exposeString('method', {
      description: "A built-in method's code, or the code (internalId) of one of the company's own methods.",
    }),
    methodName: t.string({
      nullable: true,
      description: METHOD_NAME,
      resolve: (payment, _args, ctx) => methodName(ctx, payment),
    }),
    amount: t.exposeInt('amount'),
    tip: t.exposeInt('tip'),
    acquirerReference: t.exposeString('acquirerReference', { nullable: true }),
    invoiceTargetId: t.exposeID('invoiceTargetId', {
      nullable: true,
      description: 'The customer billed, for an INVOICE payment.',
    }),
    createdAt: t.string({ resolve: (payment) => payment.createdAt.toISOString() }),
  }),
});

const RefundType = builder.objectRef<OrderRefundRow>('OrderRefund').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    amount: t.exposeInt('amount'),
    reason: t.exposeString('reason'),
    status: t.exposeString('status', {
      description:
        'pending (the card acquirer has not answered yet: the reconciler asks again), done, failed (the acquirer declined; the amount is back on the order), or pending_acquirer (no card acquirer configured).',
    }),
    method: t.exposeString('method'),
    methodName: t.string({
      nullable: true,
      description: METHOD_NAME,
      resolve: (refund, _args, ctx) => methodName(ctx, refund),
    }),
    acquirerReference: t.exposeString('acquirerReference', { nullable: true }),
    byName: t.exposeString('byName'),
    createdAt: t.string({ resolve: (refund) => refund.createdAt.toISOString() }),
  }),
});

const AuditType = builder.objectRef<OrderAuditRow>('OrderAuditEntry').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    at: t.string({ resolve: (entry) => entry.at.toISOString() }),
    who: t.exposeString('who'),
    device: t.exposeString('device', { nullable: true }),
    action: t.exposeString('action'),
    detail: t.string({ resolve: (entry) => JSON.stringify(entry.detail) }),
  }),
});

export const OrderType = builder.objectRef<OrderRow>('Order').implement({
  description: 'A sale of one venue (docs/orders.md). Amounts are minor units, VAT included.',
  fields: (t) => ({
    id: t.exposeID('id'),
    venueId: t.exposeID('venueId'),
    venueName: t.string({
      // One read per page of orders, not one per row (issue 45).
      resolve: (order, _args, ctx) =>
        batcher(
          ctx,
          'venueNames',
          () =>
            new Batcher(
              (ids: string[]) => venueNames(ctx.db, order.companyId, ids),
              () => '',
            ),
        ).load(order.venueId),
    }),
    number: t.exposeInt('number'),
    source: t.exposeString('source'),
    receiptPdf: t.string({
      description:
        "The receipt as a PDF (base64) on 58 or 80 mm paper, printed from the company's receipt template (settings).",
      args: { width: t.arg.int({ required: false }) },
      resolve: async (order, args, ctx) =>
        (await receiptPdf(await loadOrderReceipt(ctx.db, order), args.width === 58 ? 58 : 80)).toString(
          'base64',
        ),
    }),
    channel: t.string({ resolve: (order) => channelOf(order.source as OrderSource) }),
    status: t.exposeString('status'),
    serviceType: t.exposeString('serviceType'),
    table: t.exposeString('tableRef', { nullable: true }),
    staffName: t.exposeString('staffName', { nullable: true }),
    staffId: t.exposeID('staffId', { nullable: true }),
    guestCount: t.exposeInt('guestCount'),
    createdAt: t.string({ resolve: (order) => order.createdAt.toISOString() }),
    paidAt: t.string({ nullable: true, resolve: (order) => order.paidAt?.toISOString() ?? null }),
    recordedAt: t.string({ resolve: (order) => order.recordedAt.toISOString() }),
    accountingDate: t.exposeString('accountingDate', {
      description:
        'The day the sale is booked into: its own day, or the open day when its own day was already closed (a late receipt, docs/z-report.md).',
    }),
    device: t.exposeString('device', { nullable: true }),
    registerId: t.exposeID('registerId', {
      nullable: true,
      description:
        "The register (a registered device of the venue) that took the sale; null: the venue's register-less book.",
    }),
    total: t.exposeInt('total'),
    vatTotal: t.exposeInt('vatTotal'),
    paid: t.exposeInt('paid'),
    tips: t.exposeInt('tips'),
    refunded: t.exposeInt('refunded'),
    version: t.exposeInt('version'),
    vat: t.field({ type: [VatLineType], resolve: (order) => order.vat }),
    lines: t.field({
      type: [OrderLineType],
      resolve: (order, _args, ctx) => orderLinesOf(ctx.db, order.id),
    }),
    payments: t.field({
      type: [PaymentType],
      resolve: (order, _args, ctx) => orderPaymentsOf(ctx.db, order.id),
    }),
    refunds: t.field({
      type: [RefundType],
      resolve: (order, _args, ctx) => orderRefundsOf(ctx.db, order.id),
    }),
    audit: t.field({
      type: [AuditType],
      resolve: (order, _args, ctx) => orderAuditOf(ctx.db, order.id),
    }),
  }),
});

const OrderWriteResult = builder
  .objectRef<{ order: OrderRow; replayed: boolean }>('OrderWriteResult')
  .implement({
    description:
      'The order a terminal write made or, for a retry with the same idempotency key, made before.',
    fields: (t) => ({
      order: t.field({ type: OrderType, resolve: (result) => result.order }),
      replayed: t.exposeBoolean('replayed', { description: 'True when this answer repeats an earlier one.' }),
    }),
  });

const OrderPage = builder
  .objectRef<{
    items: OrderRow[];
    nextCursor: string | null;
    /** The whole filtered set's count and sums: run only when a totals field is asked for. */
    totals: () => Promise<OrderListTotals>;
  }>('OrderPage')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [OrderType], resolve: (page) => page.items }),
      nextCursor: t.exposeString('nextCursor', { nullable: true }),
      totalCount: t.int({
        description:
          'Orders of the whole filtered set (computed only when asked for: ask on the first page).',
        resolve: async (page) => (await page.totals()).count,
      }),
      totalAmount: t.float({
        description: 'Sum of totals of the whole filtered set, minor units (a Float: it outgrows 32 bits).',
        resolve: async (page) => (await page.totals()).total,
      }),
      refundedAmount: t.float({ resolve: async (page) => (await page.totals()).refunded }),
    }),
  });

/** Memoised, so the three totals fields share one query. */
function lazily<T>(run: () => Promise<T>): () => Promise<T> {
  let result: Promise<T> | null = null;
  return () => {
    result ??= run();
    return result;
  };
}

const OrderFilter = builder.inputType('OrderFilter', {
  fields: (t) => ({
    statuses: t.stringList({ required: false }),
    channel: t.string({ required: false }),
    venueId: t.id({ required: false }),
    serviceType: t.string({ required: false }),
    fromDate: t.string({ required: false, description: 'First accounting day, YYYY-MM-DD.' }),
    toDate: t.string({ required: false, description: 'Last accounting day, YYYY-MM-DD.' }),
    number: t.int({ required: false, description: 'Search by order number.' }),
    staffName: t.string({ required: false }),
    table: t.string({ required: false }),
  }),
});

builder.queryField('orders', (t) =>
  t.field({
    type: OrderPage,
    description:
      "The company's orders in the viewer's venues, newest first, keyset-paged (pass nextCursor back as after); the count and sums of the whole filtered set are computed only when asked for.",
    authScopes: { scope: ['ORDERS', 'FINANCE'] },
    args: {
      filter: t.arg({ type: OrderFilter, required: false }),
      first: t.arg.int({ required: false }),
      after: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const viewer = viewerOf(ctx);
      // A bad date is a translated field error, never an empty list (issue 40 item 8).
      const filter = parseInput(orderFilterSchema, args.filter ?? {}, ORDER_FIELDS);
      const where = orderFilterWhere(viewer, filter);
      const page = await newestFirstPage(ctx, {
        list: 'orders',
        scope: filter,
        first: args.first,
        pageSize: ORDER_PAGE_SIZE,
        after: args.after,
        instant: 'createdAt',
        load: (first, after) => newestOrders(ctx.db, where, first, after),
      });
      return {
        ...page,
        totals: lazily(() => orderListTotals(ctx.db, viewer, filter)),
      };
    },
  }),
);

builder.queryField('order', (t) =>
  t.field({
    type: OrderType,
    nullable: true,
    description: "One of the viewer's orders; null when missing or not the viewer's.",
    authScopes: { scope: ['ORDERS', 'FINANCE'] },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => findOrder(ctx.db, viewerOf(ctx), String(args.id)),
  }),
);

const LineInput = builder.inputType('OrderLineInput', {
  fields: (t) => ({
    itemId: t.id({ required: false }),
    title: t.string({ required: true }),
    variations: t.field({
      type: [
        builder.inputType('OrderLineVariationInput', {
          fields: (v) => ({ name: v.string({ required: true }), price: v.int({ required: true }) }),
        }),
      ],
      required: false,
    }),
    removedIngredients: t.stringList({
      required: false,
      description:
        'Ingredients left out ("without onion"), as the terminal named them (Item.removableIngredients).',
    }),
    quantity: t.int({ required: true }),
    unitPrice: t.int({ required: true }),
    manualPrice: t.boolean({ required: false }),
    vatRate: t.int({ required: true }),
    offers: t.field({
      type: [
        builder.inputType('OrderLineOfferInput', {
          fields: (o) => ({
            offerId: o.string({ required: false }),
            name: o.string({ required: true }),
            discount: o.int({ required: true }),
          }),
        }),
      ],
      required: false,
    }),
    total: t.int({ required: true }),
  }),
});

const PaymentInput = builder.inputType('OrderPaymentInput', {
  fields: (t) => ({
    method: t.string({ required: true }),
    amount: t.int({ required: true }),
    tip: t.int({ required: false }),
    acquirerReference: t.string({ required: false }),
    invoiceTargetId: t.id({
      required: false,
      description:
        "The customer billed (an invoice target of the company): required with the method INVOICE, refused with any other. A staff member named on the order needs the INVOICE_PURCHASE terminal permission; a terminal key's order paid by invoice must name one.",
    }),
  }),
});

const CreateOrderInput = builder.inputType('CreateOrderInput', {
  fields: (t) => ({
    idempotencyKey: t.string({ required: true }),
    venueId: t.id({ required: false, description: "Optional with an API key: the key's venue." }),
    source: t.string({ required: false }),
    status: t.string({ required: false }),
    serviceType: t.string({ required: false }),
    table: t.string({ required: false }),
    staffName: t.string({ required: false }),
    staffId: t.id({
      required: false,
      description:
        "The staff member who sold (signed in at the till; a key's order: one working at its venue). Their terminal permissions gate discounts: a manual discount needs MANUAL_DISCOUNT, an offer its own permission; a key's order with such a discount must name one. Without staffName the order takes their name.",
    }),
    guestCount: t.int({ required: false }),
    createdAt: t.string({ required: false }),
    paidAt: t.string({ required: false }),
    device: t.string({ required: false }),
    register: t.string({
      required: false,
      description:
        "The register that took the sale: a registered device of the venue, by id or name (an unknown one is refused). Its sales are closed by closeDay with that register; without one the sale is in the venue's register-less book.",
    }),
    lines: t.field({ type: [LineInput], required: true }),
    payments: t.field({ type: [PaymentInput], required: false }),
    total: t.int({ required: true }),
  }),
});

/** GraphQL gives null for absent optional fields; zod defaults want undefined. */
function withoutNulls(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutNulls);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).flatMap(([key, inner]) => (inner === null ? [] : [[key, withoutNulls(inner)]])),
    );
  return value;
}

async function writeResult(ctx: Context, result: { orderId: string; replayed: boolean }, announced = false) {
  const order = await findOrder(ctx.db, viewerOf(ctx), result.orderId);
  if (!order) throw recordNotFound();
  if (!result.replayed && !announced) await publishChange(ctx, order);
  return { order, replayed: result.replayed };
}

builder.mutationField('createOrder', (t) =>
  t.field({
    type: OrderWriteResult,
    description:
      'Creates an order (a terminal with a WRITE_ORDERS key, docs/api.md). Exactly once per idempotencyKey: a retry answers the same order; the same key with another body is CONFLICT.',
    authScopes: { scope: 'ORDERS' },
    args: { input: t.arg({ type: CreateOrderInput, required: true }) },
    resolve: async (_root, args, ctx) => {
      const input = withoutNulls(args.input) as { device?: string };
      const result = await createOrder(
        ctx.db,
        viewerOf(ctx),
        await actorOf(ctx, input.device ?? null),
        input,
      );
      // Announced as soon as the write commits: reading the whole order back first (lines, payments,
      // audit) kept screens waiting behind those reads (on PGlite, behind every queued write too).
      if (!result.replayed && result.number !== null)
        await publishChange(ctx, {
          id: result.orderId,
          companyId: viewerOf(ctx).companyId,
          venueId: result.venueId,
          number: result.number,
        });
      return writeResult(ctx, result, true);
    },
  }),
);

builder.mutationField('updateOrderStatus', (t) =>
  t.field({
    type: OrderWriteResult,
    description:
      'Moves an order along the status table (docs/orders.md), with payments that complete it. Exactly once per idempotencyKey.',
    authScopes: { scope: 'ORDERS' },
    args: {
      idempotencyKey: t.arg.string({ required: true }),
      orderId: t.arg.id({ required: true }),
      status: t.arg.string({ required: true }),
      payments: t.arg({ type: [PaymentInput], required: false }),
      device: t.arg.string({ required: false }),
    },
    resolve: async (_root, args, ctx) => {
      const input = withoutNulls({ ...args, orderId: String(args.orderId) }) as { device?: string };
      const result = await updateOrderStatus(
        ctx.db,
        viewerOf(ctx),
        await actorOf(ctx, input.device ?? null),
        input,
      );
      return writeResult(ctx, result);
    },
  }),
);

const RefundLineInput = builder.inputType('RefundLineInput', {
  fields: (t) => ({ lineId: t.id({ required: true }), quantity: t.int({ required: true }) }),
});

builder.mutationField('refundOrder', (t) =>
  t.field({
    type: OrderType,
    description:
      'Refunds a completed order: whole (no lines, no amount), chosen line quantities, or an amount, with a reason; never more than was paid per payment method (card first). Exactly once per idempotencyKey: a retry answers the same refund. Card refunds go to the acquirer with the refund id as its idempotency key (pending until it answers); with none configured the refund waits as pending_acquirer.',
    authScopes: { scope: 'ORDERS' },
    args: {
      idempotencyKey: t.arg.string({ required: true }),
      orderId: t.arg.id({ required: true }),
      lines: t.arg({ type: [RefundLineInput], required: false }),
      amount: t.arg.int({ required: false }),
      reason: t.arg.string({ required: true }),
      staffId: t.arg.id({
        required: false,
        description: 'The staff member refunding: needs the REFUND terminal permission.',
      }),
    },
    resolve: async (_root, { staffId, ...args }, ctx) => {
      const viewer = viewerOf(ctx);
      if (staffId != null) await requireTerminalPermission(ctx.db, viewer, String(staffId), 'REFUND');
      const input = withoutNulls({
        ...args,
        orderId: String(args.orderId),
        lines: args.lines?.map((line) => ({ lineId: String(line.lineId), quantity: line.quantity })),
      });
      const orderId = String(args.orderId);
      if (!(await findOrder(ctx.db, viewer, orderId))) throw recordNotFound();
      const result = await refundOrder(ctx.db, viewer, await actorOf(ctx), input, acquirerFromEnv());
      const order = await findOrder(ctx.db, viewer, orderId);
      if (!order) throw recordNotFound();
      if (!result.replayed) await publishChange(ctx, order);
      return order;
    },
  }),
);

builder.mutationField('sendOrderEmail', (t) =>
  t.field({
    type: OrderType,
    description: "Sends the order's receipt by email in the company's language (mail outbox or SMTP).",
    authScopes: { scope: 'ORDERS' },
    args: { orderId: t.arg.id({ required: true }), email: t.arg.string({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const viewer = viewerOf(ctx);
      const email = z.string().trim().email().max(254).safeParse(args.email);
      if (!email.success) throw badArguments();
      const order = await findOrder(ctx.db, viewer, String(args.orderId));
      if (!order) throw recordNotFound();
      const message = receiptMail({
        to: email.data,
        receipt: await loadOrderReceipt(ctx.db, order),
        link: `${ctx.publicUrl}/orders?order=${order.id}`,
      });
      const actor = await actorOf(ctx);
      // The mail and its audit line in one transaction; the outbox sends it after commit.
      const mailId = await ctx.db.transaction(async (tx) => {
        const id = await enqueueMail(tx, { ...message, kind: 'receipt', companyId: order.companyId });
        await addAudit(tx, order, actor, 'receipt', { email: email.data });
        return id;
      });
      await dispatchOf(ctx).dispatch([mailId]);
      return order;
    },
  }),
);

const OrderEventType = builder
  .objectRef<{ orderId: string; venueId: string; number: number }>('OrderEvent')
  .implement({
    description: 'An order was created or changed.',
    fields: (t) => ({
      orderId: t.exposeID('orderId'),
      venueId: t.exposeID('venueId'),
      number: t.exposeInt('number'),
    }),
  });

builder.subscriptionField('orderEvents', (t) =>
  t.field({
    type: OrderEventType,
    nullable: true,
    description:
      "Fires when an order of the viewer's company is created or changed (any instance); events of venues the viewer may not see come as null.",
    authScopes: { scope: ['ORDERS', 'FINANCE'] },
    subscribe: async (_root, _args, ctx) =>
      pubsubOf(await busOf(ctx)).subscribe('orderChanged', viewerOf(ctx).companyId),
    resolve: (payload, _args, ctx) => {
      const viewer = viewerOf(ctx);
      const event = payload as { orderId?: unknown; venueId?: unknown; number?: unknown };
      const venueId = String(event.venueId ?? '');
      if (viewer.venueIds.length && !viewer.venueIds.includes(venueId)) return null;
      return { orderId: String(event.orderId ?? ''), venueId, number: Number(event.number ?? 0) };
    },
  }),
);
