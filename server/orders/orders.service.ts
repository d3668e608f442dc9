import { createHash, randomInt } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { INVOICE_METHOD } from '../../src/domain/invoices.ts';
import { type MenuAtVenue, menuAt } from '../../src/domain/menuAt.ts';
import {
  type CreateOrderInput,
  createOrderInput,
  idString,
  type PaymentInput,
} from '../../src/domain/orderSchemas.ts';
import {
  checkClaimedOffers,
  discountPermissionProblems,
  discountPermissionsNeeded,
  INITIAL_STATUSES,
  ORDER_ERROR_CODES,
  type OrderErrorCode,
  type OrderStatus,
  orderTotals,
  paidAmount,
  requiresFullPayment,
} from '../../src/domain/orders.ts';
import { isPayableMethod } from '../../src/domain/paymentMethods.ts';
import type { PricingCurrency } from '../../src/domain/pricing/index.ts';
import type { LinePriceChange } from '../../src/domain/pricing/lineAuthority.ts';
import { z } from '../../src/domain/zod.ts';
import { mayMoveTo } from '../../src/machines/orderStatus/orderStatus.machine.ts';
import { pricingOffers } from '../discounts/pricingOffers.ts';
import { bookedSaleDay, returnForCancelledSale, saleBookProblems } from '../finance/accountingDay.ts';
import { moveForOrder } from '../inventory/inventory.service.ts';
import { liveInvoiceTargetIds } from '../invoices/invoiceTargets.service.ts';
import { menuAtInputOfVenue, menuAtOfVenue } from '../menus/menus.service.ts';
import { DomainError, type FieldProblem } from '../platform/api/domainError.ts';
import { idempotencyConflict } from '../platform/api/idempotency.ts';
import { type FieldDictionary, parseInput } from '../platform/api/input.ts';
import { isUuid, notFound } from '../platform/api/versioned.ts';
import type { Viewer } from '../platform/context.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import {
  companies,
  idempotencyKeys,
  type OrderRow,
  offers,
  orderAudit,
  orderLines,
  orderPayments,
  orders,
} from '../platform/db/schema/index.ts';
import { ownRow, ownRows, ownRowsToInsert, seesVenue } from '../platform/db/tenant.ts';
import { livePaymentCodes } from '../settings/paymentMethodCodes.ts';
import { staffPermissions } from '../staff/staff.service.ts';
import { permittedVenue } from '../venues/venues.service.ts';
import { appendToLedger, numberAndLinkOrder, orderLedgerEntry } from './ledger.ts';
import {
  catalogueLines,
  orderCompanyRules,
  priceChangesNeedingPermission,
  recordedPriceChange,
  tipProblems,
} from './linePricing.ts';

function codesOf(error: z.ZodError): Record<string, OrderErrorCode> {
  const codes: Record<string, OrderErrorCode> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.');
    if (codes[field]) continue;
    codes[field] = (ORDER_ERROR_CODES as readonly string[]).includes(issue.message)
      ? (issue.message as OrderErrorCode)
      : issue.code === 'invalid_type' && issue.input === undefined
        ? 'required'
        : 'invalid';
  }
  return codes;
}

export const ORDER_FIELDS: FieldDictionary<OrderErrorCode> = {
  codesOf,
  word: (t, code) => t.orders.errors[code](),
  checkFields: (t) => t.orders.errors.checkFields(),
};

export function problem(field: string, code: OrderErrorCode): FieldProblem {
  return { field, code, wording: (t) => t.orders.errors[code]() };
}

export function refuse(problems: FieldProblem[]): never {
  throw new DomainError('BAD_USER_INPUT', (t) => t.orders.errors.checkFields(), { problems });
}

/** Who does something to an order, for the audit trail. */
export interface Actor {
  userId: string | null;
  name: string;
  device: string | null;
}

function stable(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stable).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${stable((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value ?? null);
}

export function requestHash(operation: string, input: unknown): string {
  return createHash('sha256')
    .update(`${operation}:${stable(input)}`)
    .digest('hex');
}

export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
    if (/duplicate key|unique constraint/i.test(String((e as { message?: unknown }).message ?? '')))
      return true;
  }
  return false;
}

/** Where an idempotency key lives: per company and venue (issue 40 item 6, docs/api.md). */
/** A sale's or a settlement's payments as rows of the order, owned by the viewer's company. */
function paymentRows(viewer: Viewer, orderId: string, payments: CreateOrderInput['payments'], at: Date) {
  return ownRowsToInsert(
    viewer,
    payments.map((payment) => ({
      orderId,
      method: payment.method,
      amount: payment.amount,
      tip: payment.tip,
      acquirerReference: payment.acquirerReference ?? null,
      invoiceTargetId: payment.method === INVOICE_METHOD ? (payment.invoiceTargetId ?? null) : null,
      createdAt: at,
    })),
  );
}

export interface KeyScope {
  companyId: string;
  venueId: string;
}

export function keyIs(scope: KeyScope, key: string) {
  return ownRows(
    scope,
    idempotencyKeys,
    eq(idempotencyKeys.venueId, scope.venueId),
    eq(idempotencyKeys.key, key),
  );
}

/** The order an idempotency key already answered, or null; CONFLICT when the body differs. */
async function replay(db: Queryable, scope: KeyScope, key: string, hash: string): Promise<string | null> {
  const [row] = await db.select().from(idempotencyKeys).where(keyIs(scope, key));
  if (!row) return null;
  if (row.requestHash !== hash || !row.orderId) idempotencyConflict();
  return row.orderId;
}

/**
 * Runs a terminal write once per idempotency key: a retry with the same body answers the first
 * write's order and writes nothing; a concurrent retry waits on the key's primary key and then
 * reads the answer; the same key with another body is CONFLICT.
 */
export async function once(
  db: Queryable,
  scope: KeyScope,
  key: string,
  operation: string,
  input: unknown,
  write: (tx: Queryable, answered: (orderId: string) => Promise<void>) => Promise<string>,
): Promise<{ orderId: string; replayed: boolean }> {
  const hash = requestHash(operation, input);
  const earlier = await replay(db, scope, key, hash);
  if (earlier) return { orderId: earlier, replayed: true };
  try {
    const orderId = await db.transaction(async (tx) => {
      await tx.insert(idempotencyKeys).values({ ...scope, key, operation, requestHash: hash });
      let recorded: string | null = null;
      // A write may record its answer early, before the statement that takes a shared lock.
      const answered = async (id: string) => {
        await tx.update(idempotencyKeys).set({ orderId: id }).where(keyIs(scope, key));
        recorded = id;
      };
      const id = await write(tx, answered);
      if (recorded !== id) await answered(id);
      return id;
    });
    return { orderId, replayed: false };
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    const answer = await replay(db, scope, key, hash);
    if (!answer) throw error;
    return { orderId: answer, replayed: true };
  }
}

/** A negative stand-in number for an order row until it takes the venue's number. */
function provisionalNumber(): number {
  return -1 - randomInt(2_000_000_000);
}

/**
 * The prices the venue's menu gives at the order's instant (issue 18, "Bad input"): the menu of
 * the order's service type open then, or the venue's POS menu when that service type has none
 * open (delivery and the other service types a venue does not link menus to). Item id → price.
 */
export async function menuPrices(
  db: Queryable,
  companyId: string,
  venue: { id: string; timezone: string },
  serviceType: string,
  at: Date,
): Promise<Map<string, number>> {
  let menu = await menuAtOfVenue(db, companyId, venue, serviceType, at);
  if (!menu.menu && serviceType !== 'POS') menu = await menuAtOfVenue(db, companyId, venue, 'POS', at);
  return new Map(menu.entries.map((entry) => [entry.itemId, entry.price]));
}

/**
 * `menuPrices` for many instants at one venue: each service type's menus are read once and
 * resolved in memory (`menuAt`), so a bulk writer (the demo's order history) prices thousands of
 * orders as the API checks them without a query per order.
 */
export function menuPriceBook(db: Queryable, companyId: string, venue: { id: string; timezone: string }) {
  const inputs = new Map<string, Promise<MenuAtVenue>>();
  const input = (serviceType: string) => {
    let loaded = inputs.get(serviceType);
    if (!loaded) {
      loaded = menuAtInputOfVenue(db, companyId, venue, serviceType);
      inputs.set(serviceType, loaded);
    }
    return loaded;
  };
  return async (serviceType: string, at: Date): Promise<Map<string, number>> => {
    let menu = menuAt(await input(serviceType), serviceType, at);
    if (!menu.menu && serviceType !== 'POS') menu = menuAt(await input('POS'), 'POS', at);
    return new Map(menu.entries.map((entry) => [entry.itemId, entry.price]));
  };
}

/**
 * Checks the lines against the venue's menu at the order's instant (the item's default price only
 * when the menu has no entry for it) and the totals engine; answers the priced lines.
 */
async function priceLines(
  db: Queryable,
  companyId: string,
  venue: { id: string; timezone: string },
  at: Date,
  input: CreateOrderInput,
) {
  const prices = input.lines.some((line) => line.itemId)
    ? await menuPrices(db, companyId, venue, input.serviceType, at)
    : new Map<string, number>();
  // The catalogue's prices, modifications and VAT (issue 40 item 1): linePricing.ts.
  const { problems, changes } = await catalogueLines(db, companyId, venue.id, input, prices, problem);
  const totals = orderTotals(
    input.lines.map((line) => ({
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      vatRate: line.vatRate,
      discounts: line.offers.map((offer) => offer.discount),
    })),
  );
  input.lines.forEach((line, index) => {
    if (totals.lines[index]?.total !== line.total)
      problems.push(problem(`lines.${index}.total`, 'lineTotalMismatch'));
  });
  if (totals.total !== input.total) problems.push(problem('total', 'orderTotalMismatch'));
  problems.push(...(await offerProblems(db, companyId, venue, at, input)));
  return { problems, totals, changes };
}

/**
 * The offers the lines claim, confirmed by the server (`checkClaimedOffers`): the company's own
 * offers only (a foreign or malformed id reads like a missing one), in force for the order's
 * channel, venue and instant, at the discount the pricing engine computes.
 */
async function offerProblems(
  db: Queryable,
  companyId: string,
  venue: { id: string; timezone: string },
  at: Date,
  input: CreateOrderInput,
): Promise<FieldProblem[]> {
  const ids = [
    ...new Set(input.lines.flatMap((line) => line.offers.flatMap((o) => (o.offerId ? [o.offerId] : [])))),
  ];
  if (ids.length === 0) return [];
  const known = ids.filter(isUuid);
  const rows = known.length
    ? await db
        .select()
        .from(offers)
        .where(ownRows({ companyId }, offers, inArray(offers.id, known)))
    : [];
  const [company] = await db
    .select({ currency: companies.currency })
    .from(companies)
    .where(eq(companies.id, companyId));
  const lines = input.lines.map((line, index) => ({
    itemId: line.itemId ?? `line-${index}`,
    title: line.title,
    quantity: line.quantity,
    unitPrice: line.unitPrice,
    vatRate: line.vatRate,
    offers: line.offers,
  }));
  return checkClaimedOffers(lines, await pricingOffers(db, { companyId }, rows), {
    at,
    venue: {
      id: venue.id,
      timeZone: venue.timezone,
      currency: (company?.currency ?? 'SEK') as PricingCurrency,
    },
    source: input.source,
  }).map((found) =>
    problem(
      found.offer === undefined
        ? `lines.${found.line}.offers`
        : `lines.${found.line}.offers.${found.offer}.offerId`,
      found.code,
    ),
  );
}

/**
 * The staff member an order names and the discounts their terminal permissions allow (issue 18):
 * a `staffId` must be a staff member of the company (with a terminal's key: working at the key's
 * venue; another company's id answers like a missing one). An order from an API key, or one naming
 * a staff member, is refused when a line discount needs a permission (a manual discount:
 * MANUAL_DISCOUNT; an offer: its `permission`) the staff member lacks, or when a key's order with
 * such a discount names nobody.
 */
async function staffProblems(
  db: Queryable,
  viewer: Viewer,
  input: CreateOrderInput,
  changes: readonly (LinePriceChange | null)[] = [],
): Promise<{ problems: FieldProblem[]; staff: { id: string; name: string } | null }> {
  const found = input.staffId
    ? isUuid(input.staffId)
      ? await staffPermissions(db, viewer, input.staffId)
      : null
    : null;
  if (input.staffId && !found) return { problems: [problem('staffId', 'unknownStaff')], staff: null };
  const staff = found ? { id: found.row.id, name: found.row.name } : null;
  if (!viewer.apiKey && !found) return { problems: [], staff };
  const ids = [
    ...new Set(
      input.lines.flatMap((line) =>
        line.offers.flatMap((o) => (o.offerId && isUuid(o.offerId) ? [o.offerId] : [])),
      ),
    ),
  ];
  const rows = ids.length
    ? await db
        .select({ id: offers.id, permission: offers.permission })
        .from(offers)
        .where(ownRows(viewer, offers, inArray(offers.id, ids)))
    : [];
  const needed = discountPermissionsNeeded(input.lines, new Map(rows.map((row) => [row.id, row.permission])));
  // Paying with an invoice is the terminal permission INVOICE_PURCHASE (spec section 6) of the staff named.
  const invoiced = found?.permissions.includes('INVOICE_PURCHASE')
    ? []
    : input.payments.flatMap((payment, index) =>
        payment.method === INVOICE_METHOD ? [problem(`payments.${index}.method`, 'invoiceNotPermitted')] : [],
      );
  // A price the till changed is a manual discount (issue 40 item 1).
  const repriced = priceChangesNeedingPermission(changes);
  if (needed.length === 0 && repriced.length === 0 && invoiced.length === 0) return { problems: [], staff };
  if (!found) return { problems: [problem('staffId', 'staffRequired')], staff };
  return {
    problems: [
      ...invoiced,
      ...discountPermissionProblems(needed, found.permissions).map((missing) =>
        problem(`lines.${missing.line}.offers.${missing.offer}`, 'discountNotPermitted'),
      ),
      ...(found.permissions.includes('MANUAL_DISCOUNT')
        ? []
        : repriced.map((line) => problem(`lines.${line}.unitPrice`, 'discountNotPermitted'))),
    ],
    staff,
  };
}

/**
 * Each new payment's method: a built-in one or the code of one of the viewer's company's own
 * methods that is not removed (read for the company of the token, never the client's word); a
 * removed method, another company's code or any other text is `unknownPaymentMethod`.
 */
async function methodProblems(
  db: Queryable,
  viewer: Viewer,
  payments: readonly { method: string }[],
): Promise<FieldProblem[]> {
  if (payments.every((payment) => isPayableMethod(payment.method, new Set()))) return [];
  const live = await livePaymentCodes(db, viewer);
  return payments.flatMap((payment, index) =>
    isPayableMethod(payment.method, live)
      ? []
      : [problem(`payments.${index}.method`, 'unknownPaymentMethod')],
  );
}

/**
 * Invoice payments (issue 47 item 3): an INVOICE payment names a live invoice target of the
 * viewer's company (another company's or a removed one reads like a missing one); no other method
 * names one.
 */
async function invoiceTargetProblems(
  db: Queryable,
  viewer: Viewer,
  payments: readonly PaymentInput[],
): Promise<FieldProblem[]> {
  const named = payments.flatMap((p) =>
    p.method === INVOICE_METHOD && p.invoiceTargetId ? [p.invoiceTargetId] : [],
  );
  const live = named.length ? await liveInvoiceTargetIds(db, viewer, named) : new Set<string>();
  return payments.flatMap((payment, index): FieldProblem[] => {
    if (payment.method !== INVOICE_METHOD)
      return payment.invoiceTargetId
        ? [problem(`payments.${index}.invoiceTargetId`, 'invoiceTargetNotAllowed')]
        : [];
    if (!payment.invoiceTargetId)
      return [problem(`payments.${index}.invoiceTargetId`, 'invoiceTargetRequired')];
    return live.has(payment.invoiceTargetId)
      ? []
      : [problem(`payments.${index}.invoiceTargetId`, 'unknownInvoiceTarget')];
  });
}

function checkPayments(
  status: OrderStatus,
  total: number,
  payments: readonly { amount: number }[],
): FieldProblem[] {
  const paid = paidAmount(payments);
  if (requiresFullPayment(status) ? paid !== total : paid > total)
    return [problem('payments', 'paymentMismatch')];
  return [];
}

/**
 * Tips within the company's limit for the order's total, and payment times not before the sale
 * (issue 40 items 1 and 8).
 */
async function paymentRuleProblems(
  db: Queryable,
  companyId: string,
  input: CreateOrderInput,
  createdAt: Date,
  total: number,
): Promise<FieldProblem[]> {
  const { maxTipPercent } = await orderCompanyRules(db, companyId);
  const problems = tipProblems(total, input.payments, maxTipPercent, problem);
  if (input.paidAt && new Date(input.paidAt).getTime() < createdAt.getTime())
    problems.push(problem('paidAt', 'paidBeforeSale'));
  return problems;
}

export interface OrderEvents {
  changed(companyId: string, order: OrderRow): void;
}

/**
 * What `createOrder` answers: the order, whether a retry replayed it, and for a new order its
 * venue and number, so the caller can announce it before reading the order back.
 */
export interface CreatedOrder {
  orderId: string;
  replayed: boolean;
  venueId: string;
  number: number | null;
}

/** Creates an order from a terminal or integration, exactly once per idempotency key. */
export async function createOrder(
  db: Queryable,
  viewer: Viewer,
  actor: Actor,
  raw: unknown,
  now = new Date(),
): Promise<CreatedOrder> {
  const input = parseInput(createOrderInput, raw, ORDER_FIELDS);
  const venueId = input.venueId ?? viewer.apiKey?.venueId;
  if (!venueId) refuse([problem('venueId', 'required')]);
  const venue = await permittedVenue(db, viewer, venueId);
  if (!venue) throw notFound();
  const hash = requestHash('createOrder', input);
  const keyScope: KeyScope = ownRow(viewer, { venueId: venue.id });
  const earlier = await replay(db, keyScope, input.idempotencyKey, hash);
  if (earlier) return { orderId: earlier, replayed: true, venueId: venue.id, number: null };
  const createdAt = input.createdAt ? new Date(input.createdAt) : now;
  const { problems, totals, changes } = await priceLines(db, viewer.companyId, venue, createdAt, input);
  const staffing = await staffProblems(db, viewer, input, changes);
  problems.push(...staffing.problems);
  if (!INITIAL_STATUSES.includes(input.status)) problems.push(problem('status', 'transitionForbidden'));
  problems.push(...checkPayments(input.status, totals.total, input.payments));
  problems.push(...(await paymentRuleProblems(db, viewer.companyId, input, createdAt, totals.total)));
  problems.push(...(await methodProblems(db, viewer, input.payments)));
  problems.push(...(await invoiceTargetProblems(db, viewer, input.payments)));
  const book = await saleBookProblems(
    db,
    viewer.companyId,
    venue,
    { register: input.register, createdAt },
    now,
  );
  for (const found of book.problems) problems.push(problem(found.field, found.code));
  if (problems.length) refuse(problems);
  const paidAt = input.paidAt
    ? new Date(input.paidAt)
    : input.payments.length && paidAmount(input.payments) === totals.total
      ? createdAt
      : null;
  const device = input.device ?? actor.device;
  let numbered: number | null = null;
  const result = await once(
    db,
    keyScope,
    input.idempotencyKey,
    'createOrder',
    input,
    async (tx, answered) => {
      const [order] = await tx
        .insert(orders)
        .values(
          ownRow(viewer, {
            venueId: venue.id,
            // A stand-in until the number is taken at the end (unique per venue: negative, random;
            // two alike only make the second wait for the first's commit, which renumbers it).
            number: provisionalNumber(),
            source: input.source,
            status: input.status,
            serviceType: input.serviceType,
            tableRef: input.table ?? null,
            staffName: input.staffName ?? staffing.staff?.name ?? null,
            staffId: staffing.staff?.id ?? null,
            guestCount: input.guestCount,
            createdAt,
            paidAt,
            recordedAt: now,
            accountingDate: await bookedSaleDay(tx, venue, book.registerId, createdAt, now),
            device,
            registerId: book.registerId,
            total: totals.total,
            vatTotal: totals.vat.reduce((sum, rate) => sum + rate.vat, 0),
            vat: totals.vat,
            paid: paidAmount(input.payments),
            tips: input.payments.reduce((sum, payment) => sum + payment.tip, 0),
          }),
        )
        .returning();
      if (!order) throw new Error('order not created');
      await tx.insert(orderLines).values(
        ownRowsToInsert(
          viewer,
          input.lines.map((line, position) => ({
            orderId: order.id,
            position,
            itemId: line.itemId ?? null,
            title: line.title,
            variations: line.variations,
            removedIngredients: line.removedIngredients,
            quantity: line.quantity,
            unitPrice: line.unitPrice,
            manualPrice: line.manualPrice ? 1 : 0,
            vatRate: line.vatRate,
            offers: line.offers,
            total: totals.lines[position]?.total ?? 0,
            vat: totals.lines[position]?.vat ?? 0,
            priceChange: recordedPriceChange(changes[position], staffing.staff, actor.name),
          })),
        ),
      );
      if (input.payments.length) {
        await tx
          .insert(orderPayments)
          .values(paymentRows(viewer, order.id, input.payments, paidAt ?? createdAt));
      }
      // Stock (issue 47 item 8): the sale takes its units from the products tracked at the venue,
      // in this transaction, so a refused or rolled-back order takes nothing.
      await moveForOrder(tx, viewer, venue.id, order.id, 'SALE', input.lines, actor.name, now);
      await tx.insert(orderAudit).values(
        ownRow(viewer, {
          orderId: order.id,
          at: now,
          who: actor.name,
          device,
          action: 'created',
          detail: {
            status: input.status,
            total: totals.total,
            offline: input.createdAt != null && createdAt < now,
          },
        }),
      );
      // The venue's number last (issue 40): the gapless counter's row is locked by the one
      // statement that numbers and links the order, the last before the commit (which folds the
      // rollup deltas, migration 0046), so tills of one venue queue only for that and the commit.
      // A transaction that fails rolls the number back with it.
      const entry = await orderLedgerEntry(tx, order.id);
      await answered(order.id);
      numbered = await numberAndLinkOrder(tx, entry);
      return order.id;
    },
  );
  return { ...result, venueId: venue.id, number: result.replayed ? null : numbered };
}

export const updateOrderStatusInput = z.object({
  idempotencyKey: z.string().trim().min(8).max(200),
  orderId: idString(),
  status: z.enum([
    'ACCEPTED',
    'CANCELLED',
    'COMPLETED',
    'DELIVERING',
    'FINALIZING',
    'PENDING',
    'READY',
    'REJECTED',
    'SCHEDULED',
  ]),
  payments: createOrderInput.shape.payments,
  device: z.string().trim().max(100).nullish(),
});

/** The order when it is the viewer's (company and venue), locked for the write. */
export async function lockOrder(tx: Queryable, viewer: Viewer, orderId: string): Promise<OrderRow> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(ownRows(viewer, orders, eq(orders.id, orderId)))
    .for('update');
  if (!order || !seesVenue(viewer, order.venueId)) throw notFound();
  return order;
}

/**
 * Where a write on an existing order keeps its idempotency key: the order's company and venue.
 * An order the viewer may not see (foreign, another venue, not an id) is not found.
 */
export async function orderKeyScope(db: Queryable, viewer: Viewer, orderId: string): Promise<KeyScope> {
  if (!isUuid(orderId)) throw notFound();
  const [visible] = await db
    .select({ venueId: orders.venueId })
    .from(orders)
    .where(ownRows(viewer, orders, eq(orders.id, orderId)));
  if (!visible || !seesVenue(viewer, visible.venueId)) throw notFound();
  return ownRow(viewer, { venueId: visible.venueId });
}

/** Moves an order along the transition table (with the payments that complete it), once per key. */
export async function updateOrderStatus(
  db: Queryable,
  viewer: Viewer,
  actor: Actor,
  raw: unknown,
  now = new Date(),
): Promise<{ orderId: string; replayed: boolean }> {
  const input = parseInput(updateOrderStatusInput, raw, ORDER_FIELDS);
  const keyScope = await orderKeyScope(db, viewer, input.orderId);
  const { maxTipPercent } = await orderCompanyRules(db, viewer.companyId);
  return once(db, keyScope, input.idempotencyKey, 'updateOrderStatus', input, async (tx) => {
    const order = await lockOrder(tx, viewer, input.orderId);
    const from = order.status as OrderStatus;
    if (!mayMoveTo(from, input.status)) refuse([problem('status', 'transitionForbidden')]);
    const existing = await tx.select().from(orderPayments).where(eq(orderPayments.orderId, order.id));
    const all = [...existing, ...input.payments];
    const payProblems = [
      ...checkPayments(input.status, order.total, all),
      ...tipProblems(order.total, all, maxTipPercent, problem),
      // Only the payments recorded now: earlier ones keep a method removed since.
      ...(await methodProblems(tx, viewer, input.payments)),
      ...(await invoiceTargetProblems(tx, viewer, input.payments)),
    ];
    if (payProblems.length) refuse(payProblems);
    if (input.payments.length) {
      await tx.insert(orderPayments).values(paymentRows(viewer, order.id, input.payments, now));
    }
    const paid = paidAmount(all);
    await tx
      .update(orders)
      .set({
        status: input.status,
        paid,
        tips: all.reduce((sum, payment) => sum + payment.tip, 0),
        paidAt: order.paidAt ?? (paid === order.total && paid > 0 ? now : null),
        version: order.version + 1,
      })
      .where(eq(orders.id, order.id));
    // A sale a closed Z-report counted and that is cancelled now: a return in the open day.
    const returned = await returnForCancelledSale(tx, order, input.status, actor, now);
    await tx.insert(orderAudit).values(
      ownRow(viewer, {
        orderId: order.id,
        at: now,
        who: actor.name,
        device: input.device ?? actor.device,
        action: 'status',
        detail: {
          from,
          to: input.status,
          payments: input.payments.length,
          ...(returned ? { returned } : {}),
        },
      }),
    );
    await appendToLedger(tx, order.id);
    return order.id;
  });
}

/** The viewer's order (company and venue), or null. */
export async function findOrder(db: Queryable, viewer: Viewer, id: string): Promise<OrderRow | null> {
  if (!isUuid(id)) return null;
  const [order] = await db
    .select()
    .from(orders)
    .where(ownRows(viewer, orders, eq(orders.id, id)));
  if (!order || !seesVenue(viewer, order.venueId)) return null;
  return order;
}

export async function addAudit(
  db: Queryable,
  order: OrderRow,
  actor: Actor,
  action: string,
  detail: Record<string, unknown>,
) {
  await db.insert(orderAudit).values({
    companyId: order.companyId,
    orderId: order.id,
    who: actor.name,
    device: actor.device,
    action,
    detail,
  });
}
