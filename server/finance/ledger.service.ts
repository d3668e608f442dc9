import { asc, eq, inArray } from 'drizzle-orm';
import { GENESIS_HASH, linkText, zReportLedgerContent } from '../../src/domain/ledger/canonical.ts';
import {
  LEDGER_BREAK_REASONS,
  type LedgerBreak,
  type LedgerBreakReason,
  type LedgerVerification,
} from '../../src/domain/ledger/verification.ts';
import { chainUnlinked, contentHash, orderContents, sha256, streamOf } from '../orders/ledger.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import {
  type LedgerEntryRow,
  ledgerEntries,
  ledgerEpoch,
  ledgerHeads,
  orders,
  zReports,
} from '../platform/db/schema/index.ts';
import { ownRows } from '../platform/db/tenant.ts';

/**
 * verify-ledger (issue 40 item 4; `npm run verify-ledger`, the `verifyLedger` query, the Verify
 * action of the Z-reports page): recomputes every stream's chain of a venue and compares each
 * order's and Z-report's latest link with the record as it is stored now, so a row edited with
 * the triggers off (or a link, a head, a counter) shows as the first broken link. Z-reports are
 * also checked in sequence: numbers without gaps and grand totals that add up.
 */

const n = (value: unknown) => Number(value ?? 0);

/**
 * Records stored before the ledger began (the migration's instant) have no links: the first verify
 * chains them, oldest first, under a lock so two verifies do not chain one record twice.
 */
export async function backfillLedger(db: Queryable, companyId: string): Promise<number> {
  return db.transaction(async (tx) => {
    const [epoch] = await tx.select().from(ledgerEpoch).for('update');
    if (!epoch) return 0;
    return chainUnlinked(tx, companyId, epoch.startedAt);
  });
}

interface Found {
  reason: LedgerBreakReason;
  stream: string | null;
  seq: number | null;
  kind: 'order' | 'z' | null;
  recordId: string | null;
  number: number | null;
  /** Orders the breaks: the link's (or record's) time. */
  at: Date;
}

function registerOf(stream: string | null): string {
  return stream ? stream.slice(stream.indexOf(':') + 1) : '';
}

/** Verifies one venue's streams; answers every break found (the caller picks the first). */
async function verifyVenue(
  db: Queryable,
  companyId: string,
  venueId: string,
): Promise<{ breaks: Found[]; links: number; records: number }> {
  const breaks: Found[] = [];
  const tenant = { companyId };
  const entries = await db
    .select()
    .from(ledgerEntries)
    .where(ownRows(tenant, ledgerEntries, eq(ledgerEntries.venueId, venueId)))
    .orderBy(asc(ledgerEntries.stream), asc(ledgerEntries.seq));
  const heads = await db
    .select()
    .from(ledgerHeads)
    .where(ownRows(tenant, ledgerHeads, eq(ledgerHeads.venueId, venueId)));
  const latest = new Map<string, LedgerEntryRow>();
  const lastOf = new Map<string, LedgerEntryRow>();
  const linkBreak = (entry: LedgerEntryRow, reason: LedgerBreakReason) =>
    breaks.push({
      reason,
      stream: entry.stream,
      seq: entry.seq,
      kind: entry.kind as 'order' | 'z',
      recordId: entry.recordId,
      number: null,
      at: entry.at,
    });
  let previous: LedgerEntryRow | null = null;
  for (const entry of entries) {
    const first = previous === null || previous.stream !== entry.stream;
    const expectedSeq = first ? 1 : (previous?.seq ?? 0) + 1;
    const previousHash = first ? GENESIS_HASH : (previous?.hash ?? GENESIS_HASH);
    if (entry.seq !== expectedSeq) linkBreak(entry, 'sequenceGap');
    else if (sha256(linkText(previousHash, entry.contentHash)) !== entry.hash)
      linkBreak(entry, 'hashMismatch');
    latest.set(entry.recordId, entry);
    lastOf.set(entry.stream, entry);
    previous = entry;
  }
  for (const head of heads) {
    const last = lastOf.get(head.stream);
    if (!last || last.seq !== head.seq || last.hash !== head.hash)
      breaks.push({
        reason: 'headMismatch',
        stream: head.stream,
        seq: head.seq,
        kind: null,
        recordId: null,
        number: null,
        at: last?.at ?? new Date(0),
      });
  }
  for (const [stream, last] of lastOf)
    if (!heads.some((head) => head.stream === stream)) linkBreak(last, 'headMismatch');

  const seen = new Set<string>();
  const compare = (
    record: { id: string; venueId: string; register?: unknown; number: number },
    kind: 'order' | 'z',
    hash: string,
    at: Date,
  ) => {
    seen.add(record.id);
    const entry = latest.get(record.id);
    const base = { kind, recordId: record.id, number: record.number };
    if (!entry) breaks.push({ ...base, reason: 'unlinked', stream: streamOf(record), seq: null, at });
    else if (entry.contentHash !== hash || entry.stream !== streamOf(record))
      breaks.push({ ...base, reason: 'recordChanged', stream: entry.stream, seq: entry.seq, at: entry.at });
  };

  // The journal: every order of the venue, a thousand at a time.
  const ids = await db
    .select({ id: orders.id })
    .from(orders)
    .where(ownRows(tenant, orders, eq(orders.venueId, venueId)))
    .orderBy(asc(orders.number));
  for (let i = 0; i < ids.length; i += 1000) {
    const chunk = ids.slice(i, i + 1000).map((row) => row.id);
    const contents = await orderContents(db, chunk);
    for (const [id, content] of contents) {
      const order = content.order as {
        id: string;
        venueId: string;
        register?: unknown;
        number: number;
        recordedAt: Date;
      };
      compare({ ...order, id }, 'order', contentHash(content), order.recordedAt);
    }
  }

  // The Z-reports: each against its link, and in sequence per register.
  const reports = await db
    .select()
    .from(zReports)
    .where(ownRows(tenant, zReports, eq(zReports.venueId, venueId)))
    .orderBy(asc(zReports.register), asc(zReports.number));
  let before: (typeof reports)[number] | null = null;
  for (const report of reports) {
    compare(report, 'z', contentHash(zReportLedgerContent(report)), report.createdAt);
    const content = report.content as {
      totals?: { gross?: number };
      returns?: { amount?: number };
      grandTotals?: { sales?: number; returns?: number };
    };
    const sameRegister = before !== null && before.register === report.register;
    const prior = sameRegister ? (before?.content as typeof content) : null;
    const entry = latest.get(report.id);
    const at = {
      kind: 'z' as const,
      recordId: report.id,
      number: report.number,
      at: entry?.at ?? report.createdAt,
    };
    const where = { stream: entry?.stream ?? streamOf(report), seq: entry?.seq ?? null };
    if (report.number !== (sameRegister ? (before?.number ?? 0) + 1 : 1))
      breaks.push({ ...at, ...where, reason: 'zNumbering' });
    const sales = n(prior?.grandTotals?.sales) + n(content.totals?.gross);
    const returns = n(prior?.grandTotals?.returns) + n(content.returns?.amount);
    if (n(content.grandTotals?.sales) !== sales || n(content.grandTotals?.returns) !== returns)
      breaks.push({ ...at, ...where, reason: 'grandTotals' });
    before = report;
  }

  // Links whose record is gone (a deleted order or Z-report).
  const orphans = [...latest.values()].filter((entry) => !seen.has(entry.recordId));
  if (orphans.length) {
    const orderIds = orphans.filter((e) => e.kind === 'order').map((e) => e.recordId);
    const zIds = orphans.filter((e) => e.kind === 'z').map((e) => e.recordId);
    // Moved to another venue is a change too: both read as missing from this venue's records.
    const elsewhere = new Set([
      ...(orderIds.length
        ? (await db.select({ id: orders.id }).from(orders).where(inArray(orders.id, orderIds))).map(
            (r) => r.id,
          )
        : []),
      ...(zIds.length
        ? (await db.select({ id: zReports.id }).from(zReports).where(inArray(zReports.id, zIds))).map(
            (r) => r.id,
          )
        : []),
    ]);
    for (const entry of orphans)
      linkBreak(entry, elsewhere.has(entry.recordId) ? 'recordChanged' : 'recordMissing');
  }
  return { breaks, links: entries.length, records: seen.size };
}

/** Orders the breaks: the earliest link (by time, then stream sequence) first. */
function earliestFirst(a: Found, b: Found): number {
  return (
    a.at.getTime() - b.at.getTime() ||
    (a.seq ?? 0) - (b.seq ?? 0) ||
    // At one link, the record's own change before what follows from it (a Z's totals, its numbering).
    LEDGER_BREAK_REASONS.indexOf(a.reason) - LEDGER_BREAK_REASONS.indexOf(b.reason)
  );
}

/** Verifies the company's ledger in the given venues (backfilling records older than the ledger first). */
export async function verifyLedger(
  db: Queryable,
  companyId: string,
  venueIds: readonly string[],
): Promise<LedgerVerification> {
  const backfilled = await backfillLedger(db, companyId);
  const found: (Found & { venueId: string })[] = [];
  let links = 0;
  let records = 0;
  for (const venueId of venueIds) {
    const result = await verifyVenue(db, companyId, venueId);
    links += result.links;
    records += result.records;
    found.push(...result.breaks.map((item) => ({ ...item, venueId })));
  }
  found.sort(earliestFirst);
  const breaks: LedgerBreak[] = found.slice(0, 50).map((item) => ({
    venueId: item.venueId,
    register: registerOf(item.stream),
    seq: item.seq,
    kind: item.kind,
    recordId: item.recordId,
    number: item.number,
    reason: item.reason,
    at: item.at.toISOString(),
  }));
  return {
    ok: found.length === 0,
    links,
    records,
    backfilled,
    breakCount: found.length,
    firstBreak: breaks[0] ?? null,
    breaks,
  };
}
