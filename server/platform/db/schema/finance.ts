import {
  bigint,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { venues } from './venues.ts';

/**
 * Finance (issue 20, migration 0014_finance.sql, docs/finance.md). The rollups are written only by
 * triggers on orders and order lines, in the order's own transaction; the Z-report table refuses
 * UPDATE, DELETE and TRUNCATE (a trigger).
 */

const companyId = () =>
  uuid('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' });
const venueId = () =>
  uuid('venue_id')
    .notNull()
    .references(() => venues.id, { onDelete: 'cascade' });
const money = (name: string) => bigint(name, { mode: 'number' }).notNull().default(0);

export const financeHourlyRollups = pgTable(
  'finance_hourly_rollups',
  {
    companyId: companyId(),
    venueId: venueId(),
    accountingDate: text('accounting_date').notNull(),
    hour: smallint('hour').notNull(),
    source: text('source').notNull(),
    serviceType: text('service_type').notNull(),
    orders: integer('orders').notNull().default(0),
    gross: money('gross'),
    vat: money('vat'),
    tips: money('tips'),
    tipped: integer('tipped').notNull().default(0),
    refunded: money('refunded'),
  },
  (t) => [primaryKey({ columns: [t.venueId, t.accountingDate, t.hour, t.source, t.serviceType] })],
);

export const financeItemRollups = pgTable(
  'finance_item_rollups',
  {
    companyId: companyId(),
    venueId: venueId(),
    accountingDate: text('accounting_date').notNull(),
    itemKey: text('item_key').notNull(),
    itemId: uuid('item_id'),
    title: text('title').notNull(),
    quantity: integer('quantity').notNull().default(0),
    gross: money('gross'),
    vat: money('vat'),
  },
  (t) => [primaryKey({ columns: [t.venueId, t.accountingDate, t.itemKey] })],
);

export const financeVatRollups = pgTable(
  'finance_vat_rollups',
  {
    companyId: companyId(),
    venueId: venueId(),
    accountingDate: text('accounting_date').notNull(),
    rate: integer('rate').notNull(),
    net: money('net'),
    vat: money('vat'),
    gross: money('gross'),
  },
  (t) => [primaryKey({ columns: [t.venueId, t.accountingDate, t.rate] })],
);

export const zReportCounters = pgTable(
  'z_report_counters',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    venueId: uuid('venue_id')
      .notNull()
      .references(() => venues.id),
    register: text('register').notNull().default(''),
    lastNumber: integer('last_number').notNull().default(0),
    lastClosedAt: timestamp('last_closed_at', { withTimezone: true, mode: 'date' }),
    grandSales: money('grand_sales'),
    grandReturns: money('grand_returns'),
  },
  (t) => [primaryKey({ columns: [t.venueId, t.register] })],
);

export const zReports = pgTable('z_reports', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: uuid('company_id')
    .notNull()
    .references(() => companies.id),
  venueId: uuid('venue_id')
    .notNull()
    .references(() => venues.id),
  register: text('register').notNull().default(''),
  number: integer('number').notNull(),
  accountingDate: text('accounting_date').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  previousClosedAt: timestamp('previous_closed_at', { withTimezone: true, mode: 'date' }),
  closedBy: text('closed_by').notNull(),
  content: jsonb('content').$type<Record<string, unknown>>().notNull(),
});
export type ZReportRow = typeof zReports.$inferSelect;

export const financeReports = pgTable('finance_reports', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: companyId(),
  kind: text('kind').notNull(),
  filters: jsonb('filters').$type<Record<string, unknown>>().notNull(),
  status: text('status').notNull().default('running'),
  progress: integer('progress').notNull().default(0),
  requestedBy: uuid('requested_by'),
  requestedByName: text('requested_by_name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  result: jsonb('result').$type<{ columns: string[]; rows: (string | number)[][] }>(),
  error: text('error'),
});
export type FinanceReportRow = typeof financeReports.$inferSelect;

export const scheduledReports = pgTable('scheduled_reports', {
  id: uuid('id').primaryKey().defaultRandom(),
  companyId: companyId(),
  name: text('name').notNull(),
  kind: text('kind').notNull(),
  period: text('period').notNull(),
  venueIds: uuid('venue_ids').array().notNull(),
  recipients: text('recipients').array().notNull(),
  language: text('language').notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true, mode: 'date' }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true, mode: 'date' }),
  lastStatus: text('last_status'),
  lastError: text('last_error'),
  attempts: integer('attempts').notNull().default(0),
  /** While a failed send waits for the job queue's retry: when it runs (shown as the next run). */
  retryAt: timestamp('retry_at', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  version: integer('version').notNull().default(1),
});
export type ScheduledReportRow = typeof scheduledReports.$inferSelect;

export const jobs = pgTable('jobs', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
  runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull(),
  singletonKey: text('singleton_key'),
  attempts: integer('attempts').notNull().default(0),
  maxAttempts: integer('max_attempts').notNull().default(5),
  state: text('state').notNull().default('queued'),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
