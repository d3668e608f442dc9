import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { accountingDateWithCutoff } from '../../../src/domain/accountingDay.ts';
import { mappingProblems } from '../../../src/domain/integrations/mapping.ts';
import { type DayTotals, dailyVoucher } from '../../../src/domain/integrations/voucher.ts';
import { checkRange, type DateRange } from '../../../src/domain/reportRanges.ts';
import { financeProblem, refuseFinance } from '../../finance/finance.errors.ts';
import { companyFacts, dayFigures, requireCompanyFacts } from '../../finance/zReports.service.ts';
import { DomainError, type FieldProblem } from '../../platform/api/domainError.ts';
import { notFound } from '../../platform/api/versioned.ts';
import type { Viewer } from '../../platform/context.ts';
import type { Queryable } from '../../platform/db/queryable.ts';
import { companies, orders, type VenueRow, zReports } from '../../platform/db/schema/index.ts';
import { permittedVenue, permittedVenues } from '../../venues/venues.service.ts';
import { mappingOf } from '../integrations.service.ts';
import { dayTotals } from '../vouchers.service.ts';
import { sieExport } from './sieExport.ts';

export interface SieDownload {
  fileName: string;
  /** The file's bytes (PC8), base64: the page turns them into a download (the API needs the token). */
  content: string;
  vouchers: number;
}

const refuse = (problem: FieldProblem): never => {
  throw new DomainError('BAD_USER_INPUT', (t) => t.integrations.errors.checkFields(), {
    problems: [problem],
  });
};

/** The day as a voucher reads it: its Z-report when closed, else the same figures read now. */
async function totalsOf(db: Queryable, companyId: string, venue: VenueRow, date: string): Promise<DayTotals> {
  const stored = await dayTotals(db, companyId, venue.id, date);
  if (stored) return stored;
  const figures = await dayFigures(db, companyId, venue, date);
  return {
    accountingDate: date,
    sales: figures.vat.map((v) => ({ rate: v.rate, gross: v.gross, vat: v.vat })),
    payments: figures.payments.map((p) => ({ method: p.method, amount: p.amount })),
    tips: figures.tips,
    cashDifference: 0,
    returns: figures.returnsByRate ?? [],
    refunds: (figures.returnsByMethod ?? []).map((r) => ({ method: r.method, amount: r.amount })),
  };
}

/** The days of a venue in the range with sales or a Z-report (a day with neither books nothing). */
async function activeDays(db: Queryable, venueId: string, range: DateRange): Promise<string[]> {
  const [sold, closed] = await Promise.all([
    db
      .selectDistinct({ date: orders.accountingDate })
      .from(orders)
      .where(
        and(
          eq(orders.venueId, venueId),
          gte(orders.accountingDate, range.from),
          lte(orders.accountingDate, range.to),
          sql`finance_counts(${orders.status})`,
        ),
      ),
    db
      .selectDistinct({ date: zReports.accountingDate })
      .from(zReports)
      .where(
        and(
          eq(zReports.venueId, venueId),
          gte(zReports.accountingDate, range.from),
          lte(zReports.accountingDate, range.to),
        ),
      ),
  ]);
  return [...new Set([...sold, ...closed].map((r) => r.date))].sort();
}

/**
 * The SIE 4 file of a period (issue 22 item 4, Swedish companies): one voucher per venue and
 * accounting day with sales, built like the daily vouchers (from the day's Z-report, returns
 * included) on the SIE integration's account mapping (BAS by default). The period is accounting
 * days, both included, inside one calendar year (the file declares one financial year, #RAR 0).
 */
export async function sieFile(
  db: Queryable,
  viewer: Viewer,
  input: { from: string; to: string; venueId?: string | null },
  now = new Date(),
): Promise<SieDownload> {
  const [company] = await db.select().from(companies).where(eq(companies.id, viewer.companyId));
  if (!company) throw notFound();
  if (company.country.toUpperCase() !== 'SE')
    refuse({ field: 'companyId', code: 'notSwedish', wording: (t) => t.integrations.errors.notSwedish() });
  const venues = input.venueId
    ? [await permittedVenue(db, viewer, input.venueId)].flatMap((v) => (v ? [v] : []))
    : await permittedVenues(db, viewer);
  if (input.venueId && venues.length === 0) throw notFound();
  const today = accountingDateWithCutoff(now, company.timezone || 'Europe/Stockholm');
  const range = { from: input.from, to: input.to };
  const problem = checkRange(range, today);
  if (problem) refuseFinance([financeProblem(problem === 'endBeforeStart' ? 'to' : 'from', problem)]);
  if (range.from.slice(0, 4) !== range.to.slice(0, 4))
    refuse({ field: 'to', code: 'oneYear', wording: (t) => t.integrations.errors.oneYear() });

  const vouchers: { date: string; text: string; lines: ReturnType<typeof dailyVoucher> }[] = [];
  for (const venue of [...venues].sort((a, b) => a.name.localeCompare(b.name))) {
    // The venue's own SIE mapping, else the shared one (Manage configs, per venue or shared).
    const { mapping } = await mappingOf(db, company.id, 'sieFile', venue.id);
    for (const date of await activeDays(db, venue.id, range)) {
      const totals = await totalsOf(db, company.id, venue, date);
      const unmapped = mappingProblems(
        mapping,
        {
          vatRates: [...new Set([...totals.sales, ...(totals.returns ?? [])].map((s) => s.rate))],
          paymentMethods: [...new Set([...totals.payments, ...(totals.refunds ?? [])].map((p) => p.method))],
        },
        null,
      );
      if (unmapped.length)
        throw new DomainError(
          'BAD_USER_INPUT',
          (t) => t.integrations.errors.cannotSend({ what: unmapped.map((p) => p.subject).join(', ') }),
          { problems: [] },
        );
      const lines = dailyVoucher(totals, mapping);
      if (lines.length) vouchers.push({ date, text: `Ordna ${venue.name} ${date}`, lines });
    }
  }
  vouchers.sort((a, b) => a.date.localeCompare(b.date));
  const facts = await companyFacts(db, company.id);
  requireCompanyFacts(facts);
  const bytes = sieExport({
    company: { name: facts.legalName, orgNumber: facts.orgNumber },
    generated: now.toISOString().slice(0, 10),
    period: { start: range.from, end: range.to },
    vouchers,
  });
  return {
    fileName: `ordna-sie4-${range.from}-${range.to}.se`,
    content: bytes.toString('base64'),
    vouchers: vouchers.length,
  };
}
