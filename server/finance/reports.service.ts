import { and, desc, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import { ACCOUNTING_DAY_START, accountingDateWithCutoff } from '../../src/domain/accountingDay.ts';
import { checkRange, daysOf } from '../../src/domain/reportRanges.ts';
import {
  REPORT_KINDS,
  type ReportFilters,
  type ReportKind,
  reportColumns,
} from '../../src/domain/reports.ts';
import { isUuid, notFound } from '../platform/api/versioned.ts';
import type { Viewer } from '../platform/context.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import {
  companies,
  type FinanceReportRow,
  financeReports,
  items,
  staffMembers,
  type VenueRow,
} from '../platform/db/schema/index.ts';
import { ownedBy, ownRow, ownRows, seesVenue } from '../platform/db/tenant.ts';
import { log } from '../platform/log.ts';
import { venuesFor } from './dashboard.service.ts';
import { type FinanceErrorCode, financeProblem, refuseFinance } from './finance.errors.ts';
import { rowsOf } from './rollups.ts';

/**
 * Generated reports (issue 20 item 2): a report of a kind (SALES, INVENTORY, PAYOUTS) over the
 * Reports payload's filters. The row is stored at once as `running`; the figures are read day by
 * day in the background, moving `progress` (0–100) so the screen can show a bar, and the table is
 * stored in `result` ({ columns, rows }) for the CSV and PDF downloads.
 */

export interface ReportInput {
  type: string;
  venueId?: string | null;
  venueIds?: readonly string[] | null;
  origins?: readonly string[] | null;
  includeItems?: boolean | null;
  ignoreInvoices?: boolean | null;
  createdAt_gt: string;
  createdAt_lt: string;
  hour_gt?: number | null;
  hour_lt?: number | null;
  staffId?: string | null;
  giftcardItemId?: string | null;
}

const ORIGINS = ['APP', 'EXPRESS', 'POS', 'THIRD_PARTY'] as const;

/** The checked filters, with the venues resolved; refuses with field errors or NOT_FOUND. */
export async function checkReportInput(
  db: Queryable,
  viewer: Viewer,
  input: ReportInput,
  now: Date,
): Promise<{ kind: ReportKind; filters: ReportFilters; venues: VenueRow[] }> {
  const problems: { field: string; code: FinanceErrorCode }[] = [];
  if (!(REPORT_KINDS as readonly string[]).includes(input.type))
    problems.push({ field: 'type', code: 'unknownKind' });
  for (const field of ['hour_gt', 'hour_lt'] as const) {
    const hour = input[field];
    if (hour != null && !(Number.isInteger(hour) && hour >= 0 && hour <= 23))
      problems.push({ field, code: 'invalidHour' });
  }
  if ((input.origins ?? []).some((origin) => !(ORIGINS as readonly string[]).includes(origin)))
    problems.push({ field: 'origins', code: 'unknownKind' });
  if (problems.length) refuseFinance(problems.map((p) => financeProblem(p.field, p.code)));
  const ids = [...(input.venueIds ?? []), ...(input.venueId ? [input.venueId] : [])];
  const venues = await venuesFor(db, viewer, [...new Set(ids)]);
  const today = accountingDateWithCutoff(
    now,
    venues[0]?.timezone ?? 'Europe/Stockholm',
    venues[0]?.accountingCutoff,
  );
  const range = { from: input.createdAt_gt, to: input.createdAt_lt };
  const problem = checkRange(range, today);
  if (problem)
    refuseFinance([financeProblem(problem === 'endBeforeStart' ? 'createdAt_lt' : 'createdAt_gt', problem)]);
  if (input.staffId) {
    if (!isUuid(input.staffId)) throw notFound();
    const [staff] = await db
      .select({ id: staffMembers.id })
      .from(staffMembers)
      .where(ownRows(viewer, staffMembers, eq(staffMembers.id, input.staffId)));
    if (!staff) throw notFound();
  }
  if (input.giftcardItemId) {
    if (!isUuid(input.giftcardItemId)) throw notFound();
    const [item] = await db
      .select({ id: items.id })
      .from(items)
      .where(ownRows(viewer, items, eq(items.id, input.giftcardItemId)));
    if (!item) throw notFound();
  }
  return {
    kind: input.type as ReportKind,
    venues,
    filters: {
      venueIds: venues.map((v) => v.id),
      origins: [...(input.origins ?? [])],
      includeItems: Boolean(input.includeItems),
      ignoreInvoices: Boolean(input.ignoreInvoices),
      from: range.from,
      to: range.to,
      hourFrom: input.hour_gt ?? null,
      hourTo: input.hour_lt ?? null,
      staffId: input.staffId ?? null,
      giftcardItemId: input.giftcardItemId ?? null,
    },
  };
}

/** Reports that are still running, so tests (and a shutdown) can wait for them. */
const running = new Set<Promise<void>>();
export async function settleReports(): Promise<void> {
  while (running.size) await Promise.all([...running]);
}

export async function generateReport(
  db: Queryable,
  viewer: Viewer,
  requestedByName: string,
  input: ReportInput,
  now = new Date(),
): Promise<FinanceReportRow> {
  const { kind, filters } = await checkReportInput(db, viewer, input, now);
  const [row] = await db
    .insert(financeReports)
    .values(
      ownRow(viewer, {
        kind,
        filters: filters as unknown as Record<string, unknown>,
        requestedBy: viewer.apiKey ? null : viewer.userId,
        requestedByName,
      }),
    )
    .returning();
  if (!row) throw new Error('finance_reports insert returned nothing');
  const job = runReport(db, row.id, viewer.companyId, kind, filters)
    .catch(async (error: unknown) => {
      log.error({ report: row.id, err: String(error) }, 'scheduled report failed');
      await db
        .update(financeReports)
        .set({ status: 'failed', error: String(error), finishedAt: new Date() })
        .where(eq(financeReports.id, row.id));
    })
    .finally(() => running.delete(job));
  running.add(job);
  return row;
}

/** The SQL filter on `orders o` (joined to `venues v`) for one accounting day. */
function orderFilter(companyId: string, filters: ReportFilters, day: string): SQL {
  const parts: SQL[] = [
    ownedBy({ companyId }, sql.raw('o.company_id')),
    sql`o.accounting_date = ${day}`,
    sql`finance_counts(o.status)`,
    sql`o.venue_id in (${sql.join(
      filters.venueIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  ];
  if (filters.origins.length)
    parts.push(
      sql`o.source in (${sql.join(
        filters.origins.map((o) => sql`${o}`),
        sql`, `,
      )})`,
    );
  const hour = sql`extract(hour from o.created_at at time zone v.timezone)::int`;
  if (filters.hourFrom != null) parts.push(sql`${hour} >= ${filters.hourFrom}`);
  if (filters.hourTo != null) parts.push(sql`${hour} <= ${filters.hourTo}`);
  if (filters.staffId)
    parts.push(
      sql`o.staff_name = (select s.name from staff_members s where s.id = ${filters.staffId}::uuid)`,
    );
  if (filters.ignoreInvoices)
    parts.push(
      sql`not exists (select 1 from order_payments p where p.order_id = o.id and p.method = 'INVOICE')`,
    );
  if (filters.giftcardItemId)
    parts.push(
      sql`exists (select 1 from order_lines gl where gl.order_id = o.id and gl.item_id = ${filters.giftcardItemId}::uuid)`,
    );
  return sql.join(parts, sql` and `);
}

type Cell = string | number;

/** How far an accounting day starts after midnight, as an SQL interval ('05:30:00'). */
const ACCOUNTING_DAY_OFFSET = ACCOUNTING_DAY_START.slice(0, 8);

async function dayRows(
  db: Queryable,
  companyId: string,
  kind: ReportKind,
  filters: ReportFilters,
  day: string,
): Promise<Cell[][]> {
  const where = orderFilter(companyId, filters, day);
  const n = (value: unknown) => Number(value ?? 0);
  if (kind === 'SALES') {
    const totals = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select v.name as venue, count(*)::int as orders, sum(o.total)::bigint as gross,
          sum(o.vat_total)::bigint as vat, sum(o.tips)::bigint as tips, sum(o.refunded)::bigint as refunded
        from orders o join venues v on v.id = o.venue_id where ${where} group by v.name order by v.name`),
    );
    const out: Cell[][] = totals.map((r) => [
      day,
      String(r.venue),
      '',
      n(r.orders),
      n(r.gross) - n(r.vat),
      n(r.vat),
      n(r.gross),
      n(r.tips),
      n(r.refunded),
    ]);
    if (filters.includeItems) {
      const lines = rowsOf<Record<string, unknown>>(
        await db.execute(sql`select v.name as venue, l.title, sum(l.quantity)::bigint as quantity,
            sum(l.total - l.vat)::bigint as net, sum(l.vat)::bigint as vat, sum(l.total)::bigint as gross
          from order_lines l join orders o on o.id = l.order_id join venues v on v.id = o.venue_id
          where ${where} group by v.name, l.title order by v.name, l.title`),
      );
      for (const l of lines)
        out.push([
          day,
          String(l.venue),
          String(l.title),
          n(l.quantity),
          n(l.net),
          n(l.vat),
          n(l.gross),
          0,
          0,
        ]);
    }
    return out;
  }
  if (kind === 'INVENTORY') return inventoryRows(db, companyId, filters, day, where);
  const payments = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select v.name as venue, p.method, count(*)::int as count, sum(p.amount)::bigint as amount,
        sum(p.tip)::bigint as tips
      from order_payments p join orders o on o.id = p.order_id join venues v on v.id = o.venue_id
      where ${where} group by v.name, p.method order by v.name, p.method`),
  );
  return payments.map((p) => [day, String(p.venue), String(p.method), n(p.count), n(p.amount), n(p.tips)]);
}

/**
 * The INVENTORY kind's rows of one accounting day (docs/inventory.md): per venue and product, the
 * units sold and returned by the day's orders, and from the stock movements of the day the units
 * delivered and the corrections of counts; for a tracked product the level at the day's end and
 * its value at the default price (products have no cost price; VAT included).
 */
async function inventoryRows(
  db: Queryable,
  companyId: string,
  filters: ReportFilters,
  day: string,
  where: SQL,
): Promise<Cell[][]> {
  const n = (value: unknown) => Number(value ?? 0);
  const lines = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select v.name as venue, l.title, sum(l.quantity)::bigint as quantity,
        sum(l.refunded_quantity)::bigint as returned, sum(l.total)::bigint as gross
      from order_lines l join orders o on o.id = l.order_id join venues v on v.id = o.venue_id
      where ${where} group by v.name, l.title order by v.name, l.title`),
  );
  // The accounting day of a movement's instant, in its venue's time zone (05:30 to 05:29:59).
  const dayOf = sql`((m.at at time zone v.timezone) - ${ACCOUNTING_DAY_OFFSET}::interval)::date`;
  const venuesIn = sql`m.venue_id in (${sql.join(
    filters.venueIds.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
  const moved = rowsOf<Record<string, unknown>>(
    await db.execute(sql`select v.name as venue, i.title,
        sum(case when m.kind = 'DELIVERY' then m.delta else 0 end)::bigint as delivered,
        sum(case when m.kind in ('COUNT', 'ADJUSTMENT') then m.delta else 0 end)::bigint as counted,
        (select m2.level from stock_movements m2 where m2.company_id = m.company_id and m2.venue_id = m.venue_id
          and m2.item_id = m.item_id and m2.at <= max(m.at) order by m2.at desc, m2.id desc limit 1) as stock,
        min(i.default_price)::bigint as price
      from stock_movements m join venues v on v.id = m.venue_id join items i on i.id = m.item_id
      where ${ownedBy({ companyId }, sql.raw('m.company_id'))} and ${venuesIn} and ${dayOf} = ${day}::date
      group by v.name, i.title, m.company_id, m.venue_id, m.item_id order by v.name, i.title`),
  );
  const rows = new Map<string, Cell[]>();
  for (const l of lines)
    rows.set(`${String(l.venue)}\u0000${String(l.title)}`, [
      day,
      String(l.venue),
      String(l.title),
      n(l.quantity),
      n(l.returned),
      n(l.quantity) - n(l.returned),
      n(l.gross),
      0,
      0,
      '',
      '',
    ]);
  for (const m of moved) {
    const key = `${String(m.venue)}\u0000${String(m.title)}`;
    const row = rows.get(key) ?? [day, String(m.venue), String(m.title), 0, 0, 0, 0, 0, 0, '', ''];
    row[7] = n(m.delivered);
    row[8] = n(m.counted);
    row[9] = n(m.stock);
    row[10] = n(m.stock) * n(m.price);
    rows.set(key, row);
  }
  return [...rows.values()].sort(
    (a, b) => String(a[1]).localeCompare(String(b[1])) || String(a[2]).localeCompare(String(b[2])),
  );
}

/** A report's rows at once (scheduled reports build theirs in the runner, no progress to show). */
export async function reportRows(
  db: Queryable,
  companyId: string,
  kind: ReportKind,
  filters: ReportFilters,
): Promise<Cell[][]> {
  const rows: Cell[][] = [];
  for (const day of daysOf({ from: filters.from, to: filters.to }))
    rows.push(...(await dayRows(db, companyId, kind, filters, day)));
  return rows;
}

/** Reads the report day by day, storing the progress; the rows are stored when all days are read. */
export async function runReport(
  db: Queryable,
  id: string,
  companyId: string,
  kind: ReportKind,
  filters: ReportFilters,
): Promise<void> {
  const days = daysOf({ from: filters.from, to: filters.to });
  const rows: Cell[][] = [];
  let reported = 0;
  for (const [index, day] of days.entries()) {
    rows.push(...(await dayRows(db, companyId, kind, filters, day)));
    const progress = Math.floor(((index + 1) * 100) / days.length);
    if (progress >= reported + 5 && index + 1 < days.length) {
      reported = progress;
      const [still] = await db
        .update(financeReports)
        .set({ progress })
        .where(eq(financeReports.id, id))
        .returning({ id: financeReports.id });
      if (!still) return; // deleted while running
    }
  }
  await db
    .update(financeReports)
    .set({
      status: 'done',
      progress: 100,
      finishedAt: new Date(),
      result: { columns: [...reportColumns(kind)], rows },
    })
    .where(eq(financeReports.id, id));
}

export async function findReport(db: Queryable, viewer: Viewer, id: string): Promise<FinanceReportRow> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select()
    .from(financeReports)
    .where(ownRows(viewer, financeReports, eq(financeReports.id, id)));
  if (!row || !visible(viewer, row)) throw notFound();
  return row;
}

/** A venue-restricted user sees only reports wholly inside their venues. */
function visible(viewer: Viewer, row: FinanceReportRow): boolean {
  const ids = ((row.filters as { venueIds?: string[] }).venueIds ?? []) as string[];
  return ids.every((id) => seesVenue(viewer, id));
}

export async function listReports(
  db: Queryable,
  viewer: Viewer,
  limit: number,
  after: { at: Date; id: string } | null,
): Promise<FinanceReportRow[]> {
  const conditions: (SQL | undefined)[] = [];
  if (viewer.venueIds.length)
    conditions.push(
      sql`not exists (select 1 from jsonb_array_elements_text(${financeReports.filters}->'venueIds') as vid(id)
        where vid.id <> all(array[${sql.join(
          viewer.venueIds.map((v) => sql`${v}`),
          sql`, `,
        )}]::text[]))`,
    );
  if (after)
    conditions.push(
      or(
        lt(financeReports.createdAt, after.at),
        and(eq(financeReports.createdAt, after.at), lt(financeReports.id, after.id)),
      ),
    );
  return db
    .select()
    .from(financeReports)
    .where(ownRows(viewer, financeReports, ...conditions))
    .orderBy(desc(financeReports.createdAt), desc(financeReports.id))
    .limit(limit);
}

export async function deleteReport(db: Queryable, viewer: Viewer, id: string): Promise<string> {
  const row = await findReport(db, viewer, id);
  await db.delete(financeReports).where(ownRows(viewer, financeReports, eq(financeReports.id, row.id)));
  return row.id;
}

/** The currency a report's money is in: its company's. */
export async function reportCurrency(db: Queryable, companyId: string): Promise<string> {
  const [company] = await db
    .select({ currency: companies.currency })
    .from(companies)
    .where(eq(companies.id, companyId));
  return company?.currency ?? 'SEK';
}
