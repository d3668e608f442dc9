import { createHash } from 'node:crypto';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import {
  canonicalJson,
  GENESIS_HASH,
  type LedgerKind,
  ledgerStream,
  linkText,
  orderLedgerContent,
  zReportLedgerContent,
} from '../../src/domain/ledger/canonical.ts';
import { type Queryable, resultRows } from '../platform/db/queryable.ts';
import {
  ledgerEntries,
  ledgerHeads,
  orderLines,
  orderPayments,
  orderRefunds,
  orders,
  type ZReportRow,
  zReports,
} from '../platform/db/schema/index.ts';
import { ownedBy } from '../platform/db/tenant.ts';

/**
 * Appending to the fiscal ledger (issue 40 item 4; the chain's rules are in
 * src/domain/ledger/canonical.ts, the tables in server/platform/db/schema/ledger.ts). Every write to an
 * order calls `appendToLedger` as the last statement of its transaction: the order is read back
 * as stored, hashed, and linked after its stream's head, whose row lock is then held only until
 * the commit.
 */

export function sha256(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

type Row = Record<string, unknown>;

/** The orders' canonical contents, by id: one read per table for any number of orders. */
export async function orderContents(db: Queryable, ids: readonly string[]): Promise<Map<string, Row>> {
  const contents = new Map<string, Row>();
  if (ids.length === 0) return contents;
  const list = [...ids];
  const [found, lines, payments, refunds] = [
    await db.select().from(orders).where(inArray(orders.id, list)),
    await db.select().from(orderLines).where(inArray(orderLines.orderId, list)),
    await db.select().from(orderPayments).where(inArray(orderPayments.orderId, list)),
    await db.select().from(orderRefunds).where(inArray(orderRefunds.orderId, list)),
  ];
  const group = <T extends { orderId: string }>(rows: T[]) => {
    const by = new Map<string, T[]>();
    for (const row of rows) by.set(row.orderId, [...(by.get(row.orderId) ?? []), row]);
    return by;
  };
  const [linesBy, paymentsBy, refundsBy] = [group(lines), group(payments), group(refunds)];
  for (const order of found)
    contents.set(
      order.id,
      orderLedgerContent(
        order,
        linesBy.get(order.id) ?? [],
        paymentsBy.get(order.id) ?? [],
        refundsBy.get(order.id) ?? [],
      ),
    );
  return contents;
}

export function contentHash(content: Row): string {
  return sha256(canonicalJson(content));
}

/**
 * The register of a stored record: an order's `registerId` (its device), a Z-report's `register`
 * (the same device id as its book key, '' for the venue's register-less book).
 */
function registerOf(record: { register?: unknown; registerId?: unknown }): string | null {
  if (typeof record.registerId === 'string' && record.registerId) return record.registerId;
  return typeof record.register === 'string' && record.register ? record.register : null;
}

/** The stream a stored record belongs to: its venue and register. */
export function streamOf(record: { venueId: string; register?: unknown; registerId?: unknown }): string {
  return ledgerStream({ venueId: record.venueId, register: registerOf(record) });
}

/**
 * Links one record after its stream's head in one statement: the head row is created or locked
 * and advanced, and the link stored, with the hash computed by the database from the head's hash
 * (`encode(sha256(convert_to(prev || content, 'UTF8')), 'hex')`, the same as `linkText` + sha256).
 */
export async function appendLink(
  tx: Queryable,
  link: {
    companyId: string;
    venueId: string;
    register: string | null;
    kind: LedgerKind;
    recordId: string;
    contentHash: string;
  },
): Promise<void> {
  await tx.execute(sql`${linkStatement(link, sql`(select ${link.contentHash}::text as hash)`)}`);
}

/**
 * The statement that links one record after its stream's head, its content hash read from the
 * one-row query `content` (column `hash`); `withs` are CTEs run before it in the same statement.
 */
function linkStatement(
  link: { companyId: string; venueId: string; register: string | null; kind: LedgerKind; recordId: string },
  content: SQL,
  withs: SQL = sql``,
): SQL {
  const stream = ledgerStream(link);
  return sql`with ${withs} content as ${content},
    head as (
      insert into ledger_heads (stream, company_id, venue_id, register, seq, hash)
      select ${stream}, ${link.companyId}, ${link.venueId}, ${link.register ?? ''}, 1,
        encode(sha256(convert_to(${GENESIS_HASH}::text || content.hash, 'UTF8')), 'hex') from content
      on conflict (stream) do update set seq = ledger_heads.seq + 1,
        hash = encode(sha256(convert_to(ledger_heads.hash || (select hash from content), 'UTF8')), 'hex')
      returning seq, hash)
    insert into ledger_entries (company_id, venue_id, stream, seq, kind, record_id, content_hash, hash)
    select ${link.companyId}::uuid, ${link.venueId}::uuid, ${stream}::text, head.seq, ${link.kind}::text,
      ${link.recordId}::uuid, content.hash, head.hash from head, content`;
}

/** Appends the order as it now stands (call it last in the transaction that wrote it). */
export async function appendToLedger(tx: Queryable, orderId: string): Promise<void> {
  await appendOrderLink(tx, await orderLedgerEntry(tx, orderId));
}

/**
 * A new order's ledger content read before it takes its number, so that the number is the last
 * write before the commit (createOrder: the venue's counter row is then locked only for the number
 * and the link). `appendNumberedOrder` sets the number into it and links it.
 */
export async function orderLedgerEntry(tx: Queryable, orderId: string): Promise<Row> {
  const content = (await orderContents(tx, [orderId])).get(orderId);
  if (!content) throw new Error('ledger: order not found');
  return content;
}

/**
 * Takes the venue's next order number, sets it on the new order and links the order with it, all
 * in ONE statement (issue 40, bench:orders tills): the venue's counter row stays locked from this
 * statement to the commit, so the tills of a venue queue only for one round trip and the commit.
 * The content (from `orderLedgerEntry`, read while the order still had its provisional number) is
 * serialised here and the database puts the number in: the provisional `"number":-N` occurs once
 * in canonical JSON (a quote inside a string is always escaped), and an integer prints the same
 * in JSON and SQL, so the hash equals `contentHash` of the stored order (verify-ledger recomputes it).
 */
export async function numberAndLinkOrder(tx: Queryable, content: Row): Promise<number> {
  const order = content.order as {
    id: string;
    companyId: string;
    venueId: string;
    number: number;
    registerId?: unknown;
  };
  const json = canonicalJson(content);
  const placeholder = `"number":${order.number}`;
  if (order.number >= 0 || json.split(placeholder).length !== 2)
    throw new Error('ledger: the order has no unique provisional number');
  const link = {
    companyId: order.companyId,
    venueId: order.venueId,
    register: registerOf(order),
    kind: 'order' as const,
    recordId: order.id,
  };
  const counter = sql`counter as (
      insert into order_counters (venue_id, company_id, last_number) values (${order.venueId}, ${order.companyId}, 1)
      on conflict (venue_id) do update set last_number = order_counters.last_number + 1
      returning last_number),
    numbered as (update orders set number = counter.last_number from counter where orders.id = ${order.id}
      returning orders.number),`;
  const hashed = sql`(select encode(sha256(convert_to(replace(${json}::text, ${placeholder}::text,
      '"number":' || counter.last_number::text), 'UTF8')), 'hex') as hash from counter)`;
  const rows = resultRows<{ number: number | string }>(
    await tx.execute(
      sql`${linkStatement(link, hashed, counter)} returning (select number from numbered) as number`,
    ),
  );
  const number = Number(rows[0]?.number);
  if (!Number.isInteger(number) || number < 1) throw new Error('ledger: order not numbered');
  return number;
}

async function appendOrderLink(tx: Queryable, content: Row): Promise<void> {
  const order = content.order as { id: string; companyId: string; venueId: string; registerId?: unknown };
  await appendLink(tx, {
    companyId: order.companyId,
    venueId: order.venueId,
    register: registerOf(order),
    kind: 'order',
    recordId: order.id,
    contentHash: contentHash(content),
  });
}

/** Re-reads a stored Z-report as the database holds it (what verify will read). */
export async function zReportContent(db: Queryable, id: string): Promise<Row | null> {
  const [row] = await db.select().from(zReports).where(eq(zReports.id, id));
  return row ? zReportLedgerContent(row) : null;
}

/** Appends a Z-report (call it last in the transaction that stored it). */
export async function appendZReportToLedger(tx: Queryable, report: ZReportRow): Promise<void> {
  const content = await zReportContent(tx, report.id);
  if (!content) throw new Error('ledger: z-report not found');
  await appendLink(tx, {
    companyId: report.companyId,
    venueId: report.venueId,
    register: registerOf(report),
    kind: 'z',
    recordId: report.id,
    contentHash: contentHash(content),
  });
}

/**
 * Links every order and Z-report of a company that has no link yet (only those stored before
 * `before`, when given), oldest first: the demo's seeded history, and the first verify's backfill
 * of records stored before the ledger began. Computed in batches (each stream's head locked, the
 * hashes chained here, the links inserted together), so tens of thousands take seconds.
 */
export async function chainUnlinked(
  db: Queryable,
  companyId: string,
  before: Date | null = null,
): Promise<number> {
  const tenant = { companyId };
  const since = before ? sql`and t.at < ${before.toISOString()}` : sql``;
  const unlinked = resultRows<{ id: string; kind: string }>(
    await db.execute(sql`select t.id, t.kind from (
        select o.id, 'order' as kind, o.recorded_at as at, o.number as n from orders o where ${ownedBy(tenant, sql.raw('o.company_id'))}
        union all
        select z.id, 'z' as kind, z.created_at as at, z.number as n from z_reports z where ${ownedBy(tenant, sql.raw('z.company_id'))}
      ) t where not exists (select 1 from ledger_entries e where e.record_id = t.id) ${since}
      order by t.at, t.kind, t.n`),
  );
  for (let i = 0; i < unlinked.length; i += 1000) {
    const chunk = unlinked.slice(i, i + 1000);
    const contents = await orderContents(
      db,
      chunk.filter((row) => row.kind === 'order').map((row) => row.id),
    );
    const zIds = chunk.filter((row) => row.kind === 'z').map((row) => row.id);
    const zById = new Map(
      (zIds.length ? await db.select().from(zReports).where(inArray(zReports.id, zIds)) : []).map((row) => [
        row.id,
        row,
      ]),
    );
    const links: Link[] = [];
    for (const row of chunk) {
      const report = zById.get(row.id);
      const content = report ? zReportLedgerContent(report) : contents.get(row.id);
      if (!content) continue;
      const record = (report ?? content.order) as {
        id: string;
        companyId: string;
        venueId: string;
        register?: unknown;
        registerId?: unknown;
      };
      links.push({
        companyId: record.companyId,
        venueId: record.venueId,
        register: registerOf(record),
        kind: report ? 'z' : 'order',
        recordId: record.id,
        contentHash: contentHash(content),
      });
    }
    await appendLinks(db, links);
  }
  return unlinked.length;
}

type Link = Parameters<typeof appendLink>[1];

/** Appends many links in order: per stream, the head locked once, the hashes chained in memory. */
async function appendLinks(db: Queryable, links: Link[]): Promise<void> {
  const byStream = new Map<string, Link[]>();
  for (const link of links) {
    const stream = ledgerStream(link);
    byStream.set(stream, [...(byStream.get(stream) ?? []), link]);
  }
  for (const [stream, list] of byStream) {
    const first = list[0];
    if (!first) continue;
    await db.execute(sql`insert into ledger_heads (stream, company_id, venue_id, register, seq, hash)
      values (${stream}, ${first.companyId}, ${first.venueId}, ${first.register ?? ''}, 0, ${GENESIS_HASH})
      on conflict (stream) do nothing`);
    const [head] = await db.select().from(ledgerHeads).where(eq(ledgerHeads.stream, stream)).for('update');
    let seq = head?.seq ?? 0;
    let hash = head?.hash ?? GENESIS_HASH;
    const rows = list.map((link) => {
      seq += 1;
      hash = sha256(linkText(hash, link.contentHash));
      return {
        companyId: link.companyId,
        venueId: link.venueId,
        stream,
        seq,
        kind: link.kind,
        recordId: link.recordId,
        contentHash: link.contentHash,
        hash,
      };
    });
    await db.insert(ledgerEntries).values(rows);
    await db.update(ledgerHeads).set({ seq, hash }).where(eq(ledgerHeads.stream, stream));
  }
}
