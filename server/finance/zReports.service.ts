import { and, desc, eq, gte, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import { accountingDateWithCutoff } from '../../src/domain/accountingDay.ts';
import {
  type CloseProblem,
  closeProblem,
  closeRangeProblems,
  isCalendarDate,
} from '../../src/domain/fiscalDays.ts';
import { ownMethodName } from '../../src/domain/paymentMethods.ts';
import { rangeInstants } from '../../src/domain/reportRanges.ts';
import type { CompanyFacts, ZReportContent } from '../../src/domain/zReport.ts';
import { appendZReportToLedger } from '../orders/ledger.ts';
import { isUniqueViolation, type KeyScope, keyIs, requestHash } from '../orders/orders.service.ts';
import { DomainError } from '../platform/api/domainError.ts';
import { idempotencyConflict, idempotencyKeyFits } from '../platform/api/idempotency.ts';
import { isUuid, notFound } from '../platform/api/versioned.ts';
import type { Viewer } from '../platform/context.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import {
  companies,
  idempotencyKeys,
  type VenueRow,
  type ZReportRow,
  zReports,
} from '../platform/db/schema/index.ts';
import { ownedBy, ownRow, ownRows, seesVenue } from '../platform/db/tenant.ts';
import { paymentMethodNames } from '../settings/paymentMethodCodes.ts';
import { permittedVenue, permittedVenues } from '../venues/venues.service.ts';
import {
  bookOf,
  dayAt,
  earliestOpenDay,
  findRegister,
  lastClosedDay,
  openDaysWithSales,
  type Register,
} from './accountingDay.ts';
import { financeProblem, refuseFinance } from './finance.errors.ts';
import { rowsOf } from './rollups.ts';

export type { CompanyFacts, ZReportContent };

const n = (value: unknown) => Number(value ?? 0);

/** The organisation number from the company's settings (Settings › Company: the one place it is kept). */
export async function orgNumberOf(db: Queryable, companyId: string): Promise<string> {
  const [row] = await db
    .select({ org: companies.orgNumber })
    .from(companies)
    .where(eq(companies.id, companyId));
  return row?.org.trim() ?? '';
}

export async function companyFacts(db: Queryable, companyId: string): Promise<CompanyFacts> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw notFound();
  return {
    name: company.name,
    legalName: company.legalName.trim() || company.name,
    orgNumber: company.orgNumber.trim(),
    address: [company.street, [company.zip, company.city].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', '),
    country: company.country,
    currency: company.currency,
    language: company.defaultLanguage,
  };
}

/**
 * Refuses a close or an export while a fact the law asks on it is missing: SKVFS 2014:9 and the
 * Norwegian regulation want the organisation number and the legal name on every Z-report.
 */
export function requireCompanyFacts(facts: Pick<CompanyFacts, 'orgNumber' | 'legalName'>): void {
  const missing = [!facts.orgNumber && 'orgNumber', !facts.legalName.trim() && 'legalName'].filter(
    (field): field is string => Boolean(field),
  );
  if (missing.length)
    throw new DomainError('BAD_USER_INPUT', (t) => t.finance.errors.companyFactsMissing(), {
      problems: missing.map((field) => ({
        field: `company.${field}`,
        code: 'companyFactsMissing',
        wording: (t) => t.finance.errors.companyFactsMissing(),
      })),
    });
}

/**
 * The returns made during a venue's accounting day, by payment method and by VAT rate. A refund
 * carries no VAT split of its own: it is shared over its order's VAT rates in proportion to their
 * gross (exact for a whole refund; the voucher's rounding line takes the öre a partial one leaves).
 */
export function returnSplit(
  db: Queryable,
  companyId: string,
  venueId: string,
  period: { start: Date; end: Date },
): Promise<Required<Pick<ZReportContent, 'returnsByRate' | 'returnsByMethod'>>> {
  // A refund the acquirer declined (status failed) gave its money back: no return.
  return bookedReturnSplit(
    db,
    sql`${ownedBy({ companyId }, sql.raw('o.company_id'))} and o.venue_id = ${venueId} and r.status <> 'failed'
    and r.created_at >= ${period.start.toISOString()} and r.created_at <= ${period.end.toISOString()}`,
  );
}

/** The returns a condition on `r` (the refund) and `o` (its order) selects, by method and VAT rate. */
async function bookedReturnSplit(
  db: Queryable,
  made: SQL,
): Promise<Required<Pick<ZReportContent, 'returnsByRate' | 'returnsByMethod'>>> {
  const [byMethod, byRate] = await Promise.all([
    db.execute(sql`select r.method, count(*)::int as count, coalesce(sum(r.amount), 0)::bigint as amount
      from order_refunds r join orders o on o.id = r.order_id where ${made} group by 1 order by 1`),
    db.execute(sql`select (line->>'rate')::int as rate,
        sum(round(r.amount::numeric * (line->>'gross')::numeric / t.gross))::bigint as gross,
        sum(round(r.amount::numeric * (line->>'vat')::numeric / t.gross))::bigint as vat
      from order_refunds r join orders o on o.id = r.order_id
        cross join lateral (select sum((x->>'gross')::numeric) as gross from jsonb_array_elements(o.vat) x) t,
        jsonb_array_elements(o.vat) as line
      where ${made} and t.gross > 0 group by 1 order by 1`),
  ]);
  return {
    returnsByMethod: rowsOf<Record<string, unknown>>(byMethod).map((r) => ({
      method: String(r.method),
      count: n(r.count),
      amount: n(r.amount),
    })),
    returnsByRate: rowsOf<Record<string, unknown>>(byRate).map((r) => ({
      rate: n(r.rate),
      gross: n(r.gross),
      vat: n(r.vat),
    })),
  };
}

/**
 * Product groups, VAT per rate and the day's totals from the daily rollups (kept by triggers in
 * each order's transaction, property-tested against the raw orders): a handful of rows per day
 * instead of every order and line. For the X-report, read at any time during service.
 */
function rollupQueries(db: Queryable, companyId: string, venueId: string, date: string) {
  const day = sql`${ownedBy({ companyId }, sql.raw('r.company_id'))} and r.venue_id = ${venueId} and r.accounting_date = ${date}`;
  return [
    db.execute(sql`select coalesce(c.name, '—') as name, sum(r.quantity)::bigint as count,
        sum(r.gross - r.vat)::bigint as net, sum(r.gross)::bigint as gross
      from finance_item_rollups r
      left join lateral (select cat.name from item_categories ic join categories cat on cat.id = ic.category_id
        where ic.item_id = r.item_id order by ic.position limit 1) c on true
      where ${day} and r.quantity <> 0 group by 1 order by 1`),
    db.execute(sql`select r.rate, sum(r.net)::bigint as net, sum(r.vat)::bigint as vat, sum(r.gross)::bigint as gross
      from finance_vat_rollups r where ${day} and (r.net <> 0 or r.vat <> 0 or r.gross <> 0)
      group by 1 order by 1`),
    db.execute(sql`select coalesce(sum(r.orders), 0)::int as orders, coalesce(sum(r.gross), 0)::bigint as gross,
        coalesce(sum(r.vat), 0)::bigint as vat, coalesce(sum(r.tips), 0)::bigint as tips
      from finance_hourly_rollups r where ${day}`),
  ] as const;
}

/**
 * The figures of one venue's accounting day (a Z-report without number and grand totals yet).
 * `from: 'orders'` (the Z-report) reads every figure from the day's receipts; `'rollups'` (the
 * X-report) reads product groups, VAT and totals from the daily rollups, which hold the same sums.
 */
export async function dayFigures(
  db: Queryable,
  companyId: string,
  venue: VenueRow,
  date: string,
  from: 'orders' | 'rollups' = 'orders',
  book: string | null = null,
): Promise<
  Omit<
    ZReportContent,
    'kind' | 'company' | 'register' | 'number' | 'createdAt' | 'previousClosedAt' | 'closedBy' | 'grandTotals'
  >
> {
  const { start, end } = rangeInstants({ from: date, to: date }, venue.timezone, venue.accountingCutoff);
  // One book (a register, or '' for the register-less sales) or, for the X-report, all of them.
  const ofBook = book === null ? sql`true` : sql`coalesce(o.register_id::text, '') = ${book}`;
  const tenant = { companyId };
  const day = sql`${ownedBy(tenant, sql.raw('o.company_id'))} and o.venue_id = ${venue.id} and o.accounting_date = ${date} and finance_counts(o.status) and ${ofBook}`;
  const returnsOfDay = sql`${ownedBy(tenant, sql.raw('o.company_id'))} and o.venue_id = ${venue.id} and r.accounting_date = ${date} and r.status <> 'failed' and ${ofBook}`;
  const [fromGroups, fromVat, fromTotals] =
    from === 'rollups'
      ? rollupQueries(db, companyId, venue.id, date)
      : ([
          db.execute(sql`select coalesce(c.name, '—') as name, sum(l.quantity)::bigint as count,
        sum(l.total - l.vat)::bigint as net, sum(l.total)::bigint as gross
      from order_lines l join orders o on o.id = l.order_id
      left join lateral (select cat.name from item_categories ic join categories cat on cat.id = ic.category_id
        where ic.item_id = l.item_id order by ic.position limit 1) c on true
      where ${day} group by 1 order by 1`),
          db.execute(sql`select (line->>'rate')::int as rate, sum((line->>'net')::bigint)::bigint as net,
        sum((line->>'vat')::bigint)::bigint as vat, sum((line->>'gross')::bigint)::bigint as gross
      from orders o, jsonb_array_elements(o.vat) as line where ${day} group by 1 order by 1`),
          db.execute(sql`select count(*)::int as orders, coalesce(sum(o.total), 0)::bigint as gross,
        coalesce(sum(o.vat_total), 0)::bigint as vat, coalesce(sum(o.tips), 0)::bigint as tips
      from orders o where ${day}`),
        ] as const);
  const [groups, vat, payments, orderTotals, discounts, returns, split, late, names] = await Promise.all([
    fromGroups,
    fromVat,
    db.execute(sql`select p.method, count(*)::int as count, sum(p.amount)::bigint as amount
      from order_payments p join orders o on o.id = p.order_id where ${day} group by 1 order by 1`),
    fromTotals,
    // Only lines with offers: the rest have nothing to count.
    db.execute(sql`select count(*)::int as count, coalesce(sum((offer->>'discount')::bigint), 0)::bigint as amount
      from order_lines l join orders o on o.id = l.order_id, jsonb_array_elements(l.offers) as offer
      where ${day} and l.offers <> '[]'::jsonb`),
    // Returns belong to the day they are booked into (made then, or the open day), whatever day the sale was.
    db.execute(sql`select count(*)::int as count, coalesce(sum(r.amount), 0)::bigint as amount
      from order_refunds r join orders o on o.id = r.order_id where ${returnsOfDay}`),
    bookedReturnSplit(db, returnsOfDay),
    // Late receipts: booked here, made before the day began (their own day was already closed).
    db.execute(sql`select o.number, o.created_at, o.total from orders o
      where ${day} and o.created_at < ${start.toISOString()} order by o.created_at, o.number`),
    // A company's own method is printed by its name (kept in the report: a later rename changes no closed day).
    paymentMethodNames(db, tenant),
  ]);
  const totals = rowsOf<Record<string, unknown>>(orderTotals)[0] ?? {};
  const discount = rowsOf<Record<string, unknown>>(discounts)[0] ?? {};
  const returned = rowsOf<Record<string, unknown>>(returns)[0] ?? {};
  return {
    venue: {
      id: venue.id,
      name: venue.name,
      address: [venue.street, [venue.zip, venue.city].filter(Boolean).join(' ')].filter(Boolean).join(', '),
      timezone: venue.timezone,
    },
    accountingDate: date,
    period: { start: start.toISOString(), end: end.toISOString() },
    productGroups: rowsOf<Record<string, unknown>>(groups).map((g) => ({
      name: String(g.name),
      count: n(g.count),
      net: n(g.net),
      gross: n(g.gross),
    })),
    vat: rowsOf<Record<string, unknown>>(vat).map((v) => ({
      rate: n(v.rate),
      net: n(v.net),
      vat: n(v.vat),
      gross: n(v.gross),
    })),
    payments: rowsOf<Record<string, unknown>>(payments).map((p) => {
      const name = ownMethodName(String(p.method), names);
      return { method: String(p.method), ...(name ? { name } : {}), count: n(p.count), amount: n(p.amount) };
    }),
    tips: n(totals.tips),
    rounding: 0,
    discounts: { count: n(discount.count), amount: n(discount.amount) },
    returns: { count: n(returned.count), amount: n(returned.amount) },
    ...split,
    receipts: { sales: n(totals.orders), copies: 0, training: 0, proForma: 0 },
    lateReceipts: rowsOf<Record<string, unknown>>(late).map((r) => ({
      number: n(r.number),
      createdAt: new Date(r.created_at as string | Date).toISOString(),
      gross: n(r.total),
    })),
    // Openings without a sale (§ 1-2 c, "nullinnslag"): terminals do not report them to the API yet.
    cashDrawerOpenings: 0,
    totals: { gross: n(totals.gross), vat: n(totals.vat), net: n(totals.gross) - n(totals.vat) },
  };
}

/** The register a close names (a registered device of the venue, by name or id), or null for none. */
export async function registerToClose(
  db: Queryable,
  viewer: Viewer,
  venue: VenueRow,
  ref: string | null | undefined,
): Promise<Register | null> {
  if (!ref?.trim()) return null;
  const register = await findRegister(db, viewer.companyId, venue.id, ref);
  if (!register) refuseFinance([financeProblem('register', 'unknownRegister')]);
  return register;
}

/** What a close by hand stores: one book's day, by whom. */
type CloseInput = Omit<Parameters<typeof storeZReport>[1], 'inOrder'>;

/**
 * The close rule of issue 40 item 3, one function for every close by hand (`closeDay`,
 * `closeDays`, "Send a day"): only a real calendar date, never in the future, never before the
 * book's last closed day and never while an earlier day with sales is open (`storeZReport`
 * checks the order under the book's counter lock). Null when the day is already closed.
 */
export async function closeInOrder(db: Queryable, input: CloseInput, now = new Date()) {
  if (!isCalendarDate(input.date)) refuseFinance([financeProblem('accountingDate', 'invalidDate')]);
  if (input.date > dayAt(input.venue, now)) refuseFinance([financeProblem('accountingDate', 'inFuture')]);
  return storeZReport(db, { ...input, inOrder: true }, now);
}

/**
 * Closes an accounting day of one book of a venue for the viewer: the venue's register-less sales,
 * or with `register` (a registered device of the venue, by name or id) that register's sales. Today
 * by default; only a real calendar date, never in the future, never twice, never before the book's
 * last closed day, and never while an earlier day with sales is still open (docs/z-report.md).
 */
export async function closeDay(
  db: Queryable,
  viewer: Viewer,
  closedBy: string,
  args: { venueId: string; accountingDate?: string | null; register?: string | null },
  now = new Date(),
): Promise<ZReportRow> {
  const venue = await permittedVenue(db, viewer, args.venueId);
  if (!venue) throw notFound();
  const date = args.accountingDate ?? dayAt(venue, now);
  if (!isCalendarDate(date)) refuseFinance([financeProblem('accountingDate', 'invalidDate')]);
  const register = await registerToClose(db, viewer, venue, args.register);
  const row = await closeInOrder(
    db,
    ownRow(viewer, {
      venue,
      date,
      register: bookOf(register?.id),
      registerName: register?.name ?? '',
      closedBy,
    }),
    now,
  );
  if (!row) refuseFinance([financeProblem('accountingDate', 'alreadyClosed')]);
  return row;
}

export interface CloseDaysArgs {
  venueId: string;
  from: string;
  to: string;
  register?: string | null;
  idempotencyKey?: string | null;
}

/**
 * Closes a range of one book's accounting days in one call (issue 40 item 3: "close them in order,
 * or close the range in one call"): every open day with sales or returns from `from` to `to`,
 * oldest first, each through `closeInOrder`, all in one transaction (all or nothing: a day that
 * cannot close leaves every day of the range open). Answers the Z-reports it stored (none when no
 * day of the range has sales left open). With an idempotency key (per company and venue, like the
 * orders' keys) a retry answers the same reports; the same key with another range is CONFLICT.
 */
export async function closeDays(
  db: Queryable,
  viewer: Viewer,
  closedBy: string,
  args: CloseDaysArgs,
  now = new Date(),
): Promise<ZReportRow[]> {
  const venue = await permittedVenue(db, viewer, args.venueId);
  if (!venue) throw notFound();
  const problems = closeRangeProblems(args.from, args.to, dayAt(venue, now));
  if (problems.length) refuseFinance(problems.map((p) => financeProblem(p.field, p.code)));
  const key = args.idempotencyKey ?? '';
  if (args.idempotencyKey != null && !idempotencyKeyFits(key))
    refuseFinance([financeProblem('idempotencyKey', 'invalidKey')]);
  const register = await registerToClose(db, viewer, venue, args.register);
  const book = bookOf(register?.id);
  const range = { from: args.from, to: args.to };
  const scope: KeyScope = ownRow(viewer, { venueId: venue.id });
  const hash = requestHash('closeDays', { venueId: venue.id, register: book, ...range });
  const replayed = key ? await replayClose(db, scope, key, hash, book, range) : null;
  if (replayed) return replayed;
  try {
    return await db.transaction(async (tx) => {
      if (key)
        await tx
          .insert(idempotencyKeys)
          .values({ ...scope, key, operation: 'closeDays', requestHash: hash, createdAt: now });
      // The book's counter row first: a sale of the range waits, or is in the days read below.
      await lockBook(tx, viewer.companyId, venue.id, book);
      const last = await lastClosedDay(tx, venue.id, book);
      const rows: ZReportRow[] = [];
      for (const date of await openDaysWithSales(tx, venue, book, last, range)) {
        const row = await closeInOrder(
          tx,
          ownRow(viewer, { venue, date, register: book, registerName: register?.name ?? '', closedBy }),
          now,
        );
        if (row) rows.push(row);
      }
      return rows;
    });
  } catch (error) {
    if (!key || !isUniqueViolation(error)) throw error;
    const answer = await replayClose(db, scope, key, hash, book, range);
    if (!answer) throw error;
    return answer;
  }
}

/**
 * A range close an idempotency key already answered: the Z-reports of the book and range stored by
 * that call (same instant as the key), or null for a new key; CONFLICT for another request's key.
 */
async function replayClose(
  db: Queryable,
  scope: KeyScope,
  key: string,
  hash: string,
  book: string,
  range: { from: string; to: string },
): Promise<ZReportRow[] | null> {
  const [row] = await db.select().from(idempotencyKeys).where(keyIs(scope, key));
  if (!row) return null;
  if (row.requestHash !== hash) idempotencyConflict();
  return db
    .select()
    .from(zReports)
    .where(
      ownRows(
        scope,
        zReports,
        eq(zReports.venueId, scope.venueId),
        eq(zReports.register, book),
        gte(zReports.accountingDate, range.from),
        lte(zReports.accountingDate, range.to),
        eq(zReports.createdAt, row.createdAt),
      ),
    )
    .orderBy(zReports.accountingDate);
}

/** The refusal of a close out of order, naming the day it is about. */
function refuseOutOfOrder(problem: CloseProblem): never {
  if (problem.code === 'alreadyClosed') refuseFinance([financeProblem('accountingDate', 'alreadyClosed')]);
  const { date } = problem;
  refuseFinance([
    {
      field: 'accountingDate',
      code: problem.code,
      wording: (t) =>
        problem.code === 'beforeLastClosed'
          ? t.finance.errors.beforeLastClosed({ date })
          : t.finance.errors.earlierDayOpen({ date }),
    },
  ]);
}

/**
 * The book's Z counter row, made when missing and locked for update for the rest of the
 * transaction: closes of one book queue here, and a sale of the book (which takes it for share)
 * waits for the close or is seen by it.
 */
async function lockBook(tx: Queryable, companyId: string, venueId: string, register: string) {
  await tx.execute(sql`insert into z_report_counters (company_id, venue_id, register)
      values (${companyId}, ${venueId}, ${register}) on conflict do nothing`);
  const [counter] = rowsOf<{
    last_number: number;
    last_closed_at: string | Date | null;
    grand_sales: string;
    grand_returns: string;
  }>(
    await tx.execute(sql`select last_number, last_closed_at, grand_sales, grand_returns from z_report_counters
        where venue_id = ${venueId} and register = ${register} for update`),
  );
  return counter;
}

/**
 * Stores the Z-report of one book's accounting day (a venue and `register`: a device id, or ''
 * for the register-less sales), or answers null when that day is already closed: the manual close
 * and the background job (dayCloser.ts) both come here, so whichever is first wins and the other
 * changes nothing. The number is the next of the book's gap-free sequence, handed out under a lock
 * on the book's counter row in the same transaction that stores the report, so concurrent closes
 * queue and a failed one leaves no gap. With `inOrder` (the close by hand or by a terminal) a day
 * before the book's last closed one, or one after a still open day with sales, is refused.
 */
export async function storeZReport(
  db: Queryable,
  input: {
    companyId: string;
    venue: VenueRow;
    date: string;
    register: string;
    registerName?: string;
    closedBy: string;
    inOrder?: boolean;
  },
  now = new Date(),
): Promise<ZReportRow | null> {
  const { companyId, venue, date, register, closedBy } = input;
  const company = await companyFacts(db, companyId);
  requireCompanyFacts(company);
  return db.transaction(async (tx) => {
    const counter = await lockBook(tx, companyId, venue.id, register);
    const [closed] = await tx
      .select({ id: zReports.id })
      .from(zReports)
      .where(
        and(
          eq(zReports.venueId, venue.id),
          eq(zReports.register, register),
          eq(zReports.accountingDate, date),
        ),
      );
    if (input.inOrder && !closed) {
      const last = await lastClosedDay(tx, venue.id, register);
      const problem = closeProblem(date, false, last, await earliestOpenDay(tx, venue, register, last, date));
      if (problem) refuseOutOfOrder(problem);
    }
    if (closed) return null;
    const figures = await dayFigures(tx, companyId, venue, date, 'orders', register);
    const number = n(counter?.last_number) + 1;
    const grandSales = n(counter?.grand_sales) + figures.totals.gross;
    const grandReturns = n(counter?.grand_returns) + figures.returns.amount;
    const previousClosedAt = counter?.last_closed_at ? new Date(counter.last_closed_at) : null;
    const content: ZReportContent = {
      kind: 'Z',
      company,
      register: input.registerName ?? '',
      registerId: register,
      number,
      createdAt: now.toISOString(),
      previousClosedAt: previousClosedAt?.toISOString() ?? null,
      closedBy,
      ...figures,
      grandTotals: { sales: grandSales, returns: grandReturns, net: grandSales - grandReturns },
    };
    const [row] = await tx
      .insert(zReports)
      .values({
        companyId,
        venueId: venue.id,
        register,
        number,
        accountingDate: date,
        createdAt: now,
        previousClosedAt,
        closedBy,
        content: content as unknown as Record<string, unknown>,
      })
      .returning();
    await tx.execute(sql`update z_report_counters set last_number = ${number}, last_closed_at = ${now.toISOString()},
      grand_sales = ${grandSales}, grand_returns = ${grandReturns}
      where venue_id = ${venue.id} and register = ${register}`);
    if (!row) throw new Error('z-report not stored');
    await appendZReportToLedger(tx, row);
    return row;
  });
}

/**
 * The same figures for today's open accounting day, stored nowhere. Product groups, VAT and totals
 * come from the daily rollups (bench:finance: the raw read of a 2,000-order day missed 100 ms at
 * p95 on a busy machine); the Z-report that closes the day reads the receipts themselves.
 */
export async function xReport(
  db: Queryable,
  viewer: Viewer,
  by: string,
  venueId: string,
  now = new Date(),
): Promise<ZReportContent> {
  const venue = await permittedVenue(db, viewer, venueId);
  if (!venue) throw notFound();
  const date = accountingDateWithCutoff(now, venue.timezone, venue.accountingCutoff);
  const [counter] = rowsOf<{
    last_closed_at: string | Date | null;
    grand_sales: string;
    grand_returns: string;
  }>(
    await db.execute(sql`select last_closed_at, grand_sales, grand_returns from z_report_counters
      where venue_id = ${venue.id} and register = ''`),
  );
  const figures = await dayFigures(db, viewer.companyId, venue, date, 'rollups');
  const sales = n(counter?.grand_sales) + figures.totals.gross;
  const returns = n(counter?.grand_returns) + figures.returns.amount;
  return {
    kind: 'X',
    company: await companyFacts(db, viewer.companyId),
    register: '',
    number: null,
    createdAt: now.toISOString(),
    previousClosedAt: counter?.last_closed_at ? new Date(counter.last_closed_at).toISOString() : null,
    closedBy: by,
    ...figures,
    grandTotals: { sales, returns, net: sales - returns },
  };
}

/** The venues whose Z-reports the viewer reads: one (missing or not permitted: not found) or all. */
async function reportVenues(db: Queryable, viewer: Viewer, venueId: string | null | undefined) {
  const venues = await permittedVenues(db, viewer);
  const ids = venueId
    ? venues.filter((venue) => venue.id === venueId).map((venue) => venue.id)
    : venues.map((v) => v.id);
  if (venueId && ids.length === 0) throw notFound();
  return ids;
}

/**
 * One page of the viewer's Z-reports, newest first by `(createdAt, id)`: at most `limit` rows
 * after the key (the caller asks one more than its page to know whether another follows).
 */
export async function pageZReports(
  db: Queryable,
  viewer: Viewer,
  venueId: string | null | undefined,
  limit: number,
  after: { at: Date; id: string } | null,
): Promise<ZReportRow[]> {
  const ids = await reportVenues(db, viewer, venueId);
  if (ids.length === 0) return [];
  return db
    .select()
    .from(zReports)
    .where(
      ownRows(
        viewer,
        zReports,
        sql`${zReports.venueId} in ${ids}`,
        after
          ? or(
              lt(zReports.createdAt, after.at),
              and(eq(zReports.createdAt, after.at), lt(zReports.id, after.id)),
            )
          : undefined,
      ),
    )
    .orderBy(desc(zReports.createdAt), desc(zReports.id))
    .limit(limit);
}

/**
 * The viewer's Z-reports, newest first, of one venue or all the viewer may see: the API's old
 * read, the first `limit` rows of the paged list (equal instants, never seen in practice, by id).
 */
export function listZReports(
  db: Queryable,
  viewer: Viewer,
  venueId: string | null | undefined,
  limit = 100,
): Promise<ZReportRow[]> {
  return pageZReports(db, viewer, venueId, limit, null);
}

export async function findZReport(db: Queryable, viewer: Viewer, id: string): Promise<ZReportRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(zReports)
    .where(ownRows(viewer, zReports, eq(zReports.id, id)));
  if (!row || !seesVenue(viewer, row.venueId)) throw notFound();
  return row;
}
