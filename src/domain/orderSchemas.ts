/**
 * The shapes a terminal or the API sends for orders and refunds (issue 18), kept apart from the
 * enumerations and totals in orders.ts so that zod loads only where input is checked (the orders
 * screen reads the enumerations only).
 */
import { ORDER_SOURCES, ORDER_STATUSES, SERVICE_TYPES } from './orders.ts';
import { PAYMENT_METHOD_CODE_MAX } from './paymentMethods.ts';
import { z } from './zod.ts';

/** The lengths of a client's idempotency key, for every write that takes one (docs/api.md). */
export const IDEMPOTENCY_KEY_LENGTH = { min: 8, max: 200 } as const;

export const MAX_ORDER_LINES = 200;
export const MAX_QUANTITY = 10_000;
export const MAX_AMOUNT = 100_000_000;
/** An id as sent: any short text (a foreign or malformed id is answered like a missing one). */
export const idString = () => z.string().trim().min(1).max(100);
const amount = z.number().int().min(0).max(MAX_AMOUNT);

export const orderLineInput = z.object({
  itemId: idString().nullish(),
  title: z.string().trim().min(1).max(200),
  variations: z
    .array(
      z.object({
        name: z.string().trim().min(1).max(200),
        price: z.number().int().min(-MAX_AMOUNT).max(MAX_AMOUNT),
      }),
    )
    .max(50)
    .default([]),
  /** Ingredients left out ("without onion"), named as the terminal showed them (issue 16 item 7). */
  removedIngredients: z.array(z.string().trim().min(1).max(200)).max(30).default([]),
  quantity: z.number().int().min(1).max(MAX_QUANTITY),
  unitPrice: amount,
  /** The item has a manual price (open price): the menu check is skipped. */
  manualPrice: z.boolean().default(false),
  vatRate: z.number().int().min(0).max(100),
  offers: z
    .array(
      z.object({
        offerId: z.string().max(100).nullish(),
        name: z.string().trim().min(1).max(200),
        discount: amount,
      }),
    )
    .max(20)
    .default([]),
  total: z.number().int().min(-MAX_AMOUNT).max(MAX_AMOUNT),
});
export type OrderLineInput = z.infer<typeof orderLineInput>;

export const paymentInput = z.object({
  /**
   * A built-in method (PAYMENT_METHODS) or the code (internalId) of one of the company's own
   * methods that is not removed: the server checks the code against the company of the caller
   * (docs/decisions.md, "Paying with a company's own payment method").
   */
  method: z.string().trim().min(1).max(PAYMENT_METHOD_CODE_MAX),
  amount,
  tip: amount.default(0),
  acquirerReference: z.string().trim().max(200).nullish(),
  /**
   * The customer billed (an invoice target of the company): required with the method INVOICE,
   * refused with any other (issue 47 item 3; docs/invoices.md).
   */
  invoiceTargetId: idString().nullish(),
});
export type PaymentInput = z.infer<typeof paymentInput>;

export const createOrderInput = z.object({
  idempotencyKey: z.string().trim().min(IDEMPOTENCY_KEY_LENGTH.min).max(IDEMPOTENCY_KEY_LENGTH.max),
  /** Optional with an API key: the key's venue. */
  venueId: idString().nullish(),
  source: z.enum(ORDER_SOURCES).default('POS'),
  status: z.enum(ORDER_STATUSES).default('COMPLETED'),
  serviceType: z.enum(SERVICE_TYPES).default('EAT_HERE'),
  table: z.string().trim().max(50).nullish(),
  staffName: z.string().trim().max(200).nullish(),
  /** The staff member who sold (signed in at the till): their terminal permissions gate discounts. */
  staffId: idString().nullish(),
  guestCount: z.number().int().min(0).max(1000).default(1),
  /** When the sale happened on the terminal (kept as is for offline orders); default now. */
  createdAt: z.iso.datetime({ offset: true }).nullish(),
  paidAt: z.iso.datetime({ offset: true }).nullish(),
  device: z.string().trim().max(100).nullish(),
  /** The register (a registered device of the venue, by id or name) that took the sale. */
  register: z.string().trim().max(100).nullish(),
  lines: z.array(orderLineInput).min(1).max(MAX_ORDER_LINES),
  payments: z.array(paymentInput).max(20).default([]),
  total: z.number().int().min(-MAX_AMOUNT).max(MAX_AMOUNT),
});
export type CreateOrderInput = z.infer<typeof createOrderInput>;

export const refundInput = z
  .object({
    /** One refund per key (issue 40 item 5): a retry answers the first refund and refunds nothing more. */
    idempotencyKey: z.string().trim().min(IDEMPOTENCY_KEY_LENGTH.min).max(IDEMPOTENCY_KEY_LENGTH.max),
    orderId: idString(),
    /** Line ids and quantities to refund; or an amount; neither = the whole remaining amount. */
    lines: z
      .array(z.object({ lineId: idString(), quantity: z.number().int().min(1).max(MAX_QUANTITY) }))
      .max(MAX_ORDER_LINES)
      .nullish(),
    amount: amount.min(1).nullish(),
    reason: z.string().trim().min(1).max(500),
  })
  .refine((value) => !(value.lines?.length && value.amount != null), {
    message: 'invalid',
    path: ['amount'],
  });
export type RefundInput = z.infer<typeof refundInput>;
