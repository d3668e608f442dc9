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
    accountingDate: text('accounting_date').notNull(),
    device: text('device'),
    total: integer('total').notNull(),
    vatTotal: integer('vat_total').notNull(),
    vat: jsonb('vat').$type<VatLine[]>().notNull(),
    paid: integer('paid').notNull().default(0),
    tips: integer('tips').notNull().default(0),
    refunded: integer('refunded').notNull().default(0),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    unique('orders_venue_number_key').on(t.venueId, t.number),
    index('orders_company_created_idx').on(t.companyId, t.createdAt.desc(), t.id.desc()),
    index('orders_company_day_idx').on(t.companyId, t.accountingDate),
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
    unitPrice: integer('unit_price').notNull(),
    manualPrice: integer('manual_price').notNull().default(0),
    vatRate: integer('vat_rate').notNull(),
    offers: jsonb('offers').$type<{ offerId?: string | null; name: string; discount: number }[]>().notNull(),
    /** Ingredients the guest asked to leave out, named as the terminal showed them (issue 16 item 7). */
    removedIngredients: jsonb('removed_ingredients').$type<string[]>().notNull().default([]),
    total: integer('total').notNull(),
    vat: integer('vat').notNull(),
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
    amount: integer('amount').notNull(),
    tip: integer('tip').notNull().default(0),
    acquirerReference: text('acquirer_reference'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('order_payments_order_idx').on(t.orderId)],
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
    amount: integer('amount').notNull(),
    lines: jsonb('lines').$type<{ lineId: string; quantity: number; amount: number }[]>().notNull(),
    reason: text('reason').notNull(),
    /** done, or pending_acquirer when a card refund waits for an acquirer. */
    status: text('status').notNull(),
    method: text('method').notNull(),
    acquirerReference: text('acquirer_reference'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    byName: text('by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('order_refunds_order_idx').on(t.orderId)],
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
    key: text('key').notNull(),
    operation: text('operation').notNull(),
    requestHash: text('request_hash').notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.key] })],
);
