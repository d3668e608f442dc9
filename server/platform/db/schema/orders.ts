import { sql } from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { invoiceTargets } from './invoiceTargets.ts';
import { devices } from './licences.ts';
import { staffMembers } from './staff.ts';
import { users } from './users.ts';
import { venues } from './venues.ts';

/**
 * Orders (issue 18, docs/orders.md): the order, its lines, payments, refunds and audit trail; the
 * per-venue number counter (gapless: bumped in the order's own transaction); API keys for
 * terminals; idempotency keys of terminal writes. Every table carries company_id.
 */

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
/**
 * Money: integer minor units in a 64-bit column, read as a JS number (issue 40 item 1, migration
 * 0035): the API bounds every amount far below 2^53, so no sum of them overflows a column.
 */
const money = (name: string) => bigint(name, { mode: 'number' });

export const orderCounters = pgTable('order_counters', {
  venueId: uuid('venue_id')
    .primaryKey()
    .references(() => venues.id, { onDelete: 'cascade' }),
  companyId: companyId(),
  lastNumber: integer('last_number').notNull().default(0),
});

export interface VatLine {
  rate: number;
  net: number;
  vat: number;
  gross: number;
}

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    source: text('source').notNull(),
    status: text('status').notNull(),
    serviceType: text('service_type').notNull(),
    tableRef: text('table_ref'),
    staffName: text('staff_name'),
    /** The staff member who sold, when the terminal names one (their permissions gate discounts). */
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    guestCount: integer('guest_count').notNull().default(1),
    /** When the sale happened on the terminal (an offline order keeps it). */
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    /** When the API received it. */
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * The day the sale is booked into: its own day, or the open day when its own day was already
     * closed (a late receipt; docs/z-report.md, "Closed days stay closed").
     */
    accountingDate: text('accounting_date').notNull(),
    device: text('device'),
    /** The register (a registered device of the venue) that took the sale; null: the venue's register-less book. */
    registerId: uuid('register_id').references(() => devices.id),
    total: money('total').notNull(),
    vatTotal: money('vat_total').notNull(),
    vat: jsonb('vat').$type<VatLine[]>().notNull(),
    paid: money('paid').notNull().default(0),
    tips: money('tips').notNull().default(0),
    refunded: money('refunded').notNull().default(0),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    unique('orders_venue_number_key').on(t.venueId, t.number),
    index('orders_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index('orders_company_day_idx').on(t.companyId, t.accountingDate),
    index('orders_venue_register_day_idx').on(t.venueId, t.registerId, t.accountingDate),
    // The orders screen's search by number across the company's venues (bench:orders: 65–400 ms on
    // 1,000,000 orders through the venue's unique key without its venue).
    index('orders_company_number_idx').on(t.companyId, t.number),
    // Table monitoring (issue 19, migration 0013) reads a venue's recent orders by table.
    index('orders_venue_table_idx')
      .on(t.venueId, t.tableRef, t.createdAt)
      .where(sql`${t.tableRef} IS NOT NULL`),
  ],
);
export type OrderRow = typeof orders.$inferSelect;

/**
 * The orders screen's totals of the filtered set (migration 0034): count and sums per venue,
 * accounting day, status, source and service type, kept by a trigger on `orders` in the same
 * transaction as every write (API, refunds, direct SQL), so the totals of a filter made of those
 * dimensions are a sum over a few rows a day instead of a scan of the orders.
 */
export const orderDayRollups = pgTable(
  'order_day_rollups',
  {
    companyId: companyId(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    accountingDate: text('accounting_date').notNull(),
    status: text('status').notNull(),
    source: text('source').notNull(),
    serviceType: text('service_type').notNull(),
    orders: integer('orders').notNull().default(0),
    total: bigint('total', { mode: 'number' }).notNull().default(0),
    refunded: bigint('refunded', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: 'order_day_rollups_pk',
      columns: [t.venueId, t.accountingDate, t.status, t.source, t.serviceType],
    }),
    index('order_day_rollups_company_day_idx').on(t.companyId, t.accountingDate),
  ],
);

/** What an order line records of a price the till set (issue 40 item 1). */
export interface OrderLinePriceChange {
  rule: 'OPEN_PRICE' | 'MANUAL_PRICE';
  originalPrice: number;
  /** The staff member who changed the price, when the order names one. */
  staffId: string | null;
  /** Who changed it: the staff member, or the signed-in user of the back office. */
  by: string;
}

export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    itemId: uuid('item_id'),
    title: text('title').notNull(),
    variations: jsonb('variations').$type<{ name: string; price: number }[]>().notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    manualPrice: integer('manual_price').notNull().default(0),
    vatRate: integer('vat_rate').notNull(),
    offers: jsonb('offers').$type<{ offerId?: string | null; name: string; discount: number }[]>().notNull(),
    /** Ingredients the guest asked to leave out, named as the terminal showed them (issue 16 item 7). */
    removedIngredients: jsonb('removed_ingredients').$type<string[]>().notNull().default([]),
    total: money('total').notNull(),
    vat: money('vat').notNull(),
    /** A price other than the catalogue's (open price, or a staff member's price change): who, which rule, the original price. */
    priceChange: jsonb('price_change').$type<OrderLinePriceChange>(),
    refundedQuantity: integer('refunded_quantity').notNull().default(0),
  },
  (t) => [index('order_lines_order_idx').on(t.orderId, t.position)],
);
export type OrderLineRow = typeof orderLines.$inferSelect;

export const orderPayments = pgTable(
  'order_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    amount: money('amount').notNull(),
    tip: money('tip').notNull().default(0),
    acquirerReference: text('acquirer_reference'),
    /** The customer billed for an INVOICE payment (issue 47 item 3); null for every other method. */
    invoiceTargetId: uuid('invoice_target_id').references(() => invoiceTargets.id, { onDelete: 'no action' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('order_payments_order_idx').on(t.orderId),
    index('order_payments_invoice_target_idx').on(t.companyId, t.invoiceTargetId),
  ],
);
export type OrderPaymentRow = typeof orderPayments.$inferSelect;

export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
    lines: jsonb('lines').$type<{ lineId: string; quantity: number; amount: number }[]>().notNull(),
    reason: text('reason').notNull(),
    /**
     * pending (stored, the acquirer not yet answered), done, failed (the acquirer declined: the
     * amount is given back to the order), or pending_acquirer when no acquirer is configured.
     */
    status: text('status').notNull(),
    method: text('method').notNull(),
    acquirerReference: text('acquirer_reference'),
    /**
     * The accounting day the return is booked into (the open day of its order's book; filled from
     * `created_at` by a trigger when a writer leaves it out). A cancelled sale of a closed day is a
     * return too (`reason` 'cancelled', method CANCELLED).
     */
    accountingDate: text('accounting_date').notNull().default(''),
    /** The idempotency key of the refundOrder request that made it (one request may make one row per method). */
    requestKey: text('request_key'),
    /** When the acquirer's answer was stored (or the refund was made, for cash). */
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
    /** The acquirer's reason when it declined. */
    failure: text('failure'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    byName: text('by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId),
    // The reconciler's scan: refunds still waiting for the acquirer.
    index('order_refunds_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('pending', 'pending_acquirer')`),
  ],
);
export type OrderRefundRow = typeof orderRefunds.$inferSelect;

export const orderAudit = pgTable(
  'order_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    who: text('who').notNull(),
    device: text('device'),
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default(sql`'{}'::jsonb`),
  },
  (t) => [index('order_audit_order_idx').on(t.orderId, t.at)],
);
export type OrderAuditRow = typeof orderAudit.$inferSelect;

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: companyId(),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The public part of the key, shown in lists (`ordna_ab12cd34ef56`). */
    prefix: text('prefix').notNull().unique(),
    /** SHA-256 of the whole key, hex. */
    hash: text('hash').notNull(),
    scopes: text('scopes').array().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    /** The maker's name when the key was made: still shown after the maker is removed (issue 42). */
    creatorName: text('creator_name'),
    /** Who answers for the key now: its maker, or whoever removed the maker and kept the key. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    /** Refused from this instant on (an expiry chosen at creation, or a rotation's overlap end). */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [index('api_keys_company_idx').on(t.companyId)],
);
export type ApiKeyRow = typeof apiKeys.$inferSelect;

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    companyId: companyId(),
    /** Keys are per company and venue (issue 40 item 6): a till's own numbering works at every venue. */
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'idempotency_keys_pk', columns: [t.companyId, t.venueId, t.key] })],
);
