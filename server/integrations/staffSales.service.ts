import { sql } from 'drizzle-orm';
import type { VoucherLine } from '../../src/domain/integrations/voucher.ts';
import { rowsOf } from '../finance/rollups.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import { vouchers } from '../platform/db/schema/index.ts';
import { ownedBy } from '../platform/db/tenant.ts';
import type { DaySales } from './adapter.ts';

/**
 * A staff scheduling provider's day (Planday, Quinyx, Caspeco) rides in the vouchers table as a
 * row without lines: the same unique (venue, day, integration) index makes it once, a job of the
 * job queue sends it (`books.staff-sales`, one per tool, venue and day: `runDayRow` in
 * vouchers.service.ts) with the vouchers' retries, and a failed one lights the same bell
 * (docs/decisions.md, "Jobs on a job queue").
 */

/**
 * A venue's sales of an accounting day per UTC hour, net of VAT (what labour cost is set against),
 * from the orders the finance figures count; only once the day has a Z-report (a closed day).
 */
export async function daySales(
  db: Queryable,
  companyId: string,
  venueId: string,
  date: string,
): Promise<Omit<DaySales, 'reference'> | null> {
  const tenant = { companyId };
  const [venue] = rowsOf<{ name: string; closed: boolean }>(
    await db.execute(sql`select v.name, exists (select 1 from z_reports z where z.venue_id = v.id
        and ${ownedBy(tenant, sql.raw('z.company_id'))} and z.accounting_date = ${date}) as closed
      from venues v where v.id = ${venueId} and ${ownedBy(tenant, sql.raw('v.company_id'))}`),
  );
  if (!venue?.closed) return null;
  const hours = rowsOf<{ start: string; revenue: number | string }>(
    await db.execute(sql`select to_char(date_trunc('hour', o.created_at at time zone 'UTC'), 'YYYY-MM-DD"T"HH24:00:00"Z"') as start,
        sum(o.total - o.vat_total)::bigint as revenue
      from orders o
      where ${ownedBy(tenant, sql.raw('o.company_id'))} and o.venue_id = ${venueId} and o.accounting_date = ${date}
        and finance_counts(o.status)
      group by 1 order by 1`),
  );
  return {
    date,
    venue: { id: venueId, name: venue.name },
    hours: hours.map((h) => ({ start: h.start, revenue: Number(h.revenue) })),
  };
}

/** Makes the day's sales row of a venue for a staff provider, once; `open` while not closed. */
export async function prepareStaffDay(
  db: Queryable,
  input: { companyId: string; venueId: string; date: string; provider: string },
) {
  const sales = await daySales(db, input.companyId, input.venueId, input.date);
  if (!sales) return { voucherId: null, open: true };
  return { voucherId: await insertDayRow(db, input, []), open: false };
}

/**
 * Queues a venue's day for a provider (a voucher's lines, or none for a day of sales), once: the
 * unique (venue, day, integration) index makes a second call answer null.
 */
export async function insertDayRow(
  db: Queryable,
  day: { companyId: string; venueId: string; date: string; provider: string },
  lines: VoucherLine[],
): Promise<string | null> {
  const [row] = await db
    .insert(vouchers)
    .values({
      companyId: day.companyId,
      venueId: day.venueId,
      accountingDate: day.date,
      integration: day.provider,
      status: 'pending',
      lines,
    })
    .onConflictDoNothing()
    .returning({ id: vouchers.id });
  return row?.id ?? null;
}
