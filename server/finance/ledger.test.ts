import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingDateWithCutoff, addDays } from '../../src/domain/accountingDay.ts';
import type { LedgerVerification } from '../../src/domain/ledger/verification.ts';
import type { Database } from '../platform/db/client.ts';
import { ledgerEntries, ledgerEpoch, ledgerHeads, orders, zReports } from '../platform/db/schema/index.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { tamper } from '../test/tamper.ts';
import { verifyLedger } from './ledger.service.ts';

/**
 * Tamper evidence beyond the trigger (issue 40 item 4): every write to an order and every Z-report
 * is linked into a SHA-256 chain per venue and register; verify-ledger recomputes it and names the
 * first broken link after edits made as a superuser with the triggers off.
 */
const CREATE = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { order { id number } } }`;
const STATUS = `mutation ($key: String!, $orderId: ID!, $status: String!) {
  updateOrderStatus(idempotencyKey: $key, orderId: $orderId, status: $status) { order { id } } }`;
const REFUND = `mutation ($key: String!, $orderId: ID!, $amount: Int, $reason: String!) {
  refundOrder(idempotencyKey: $key, orderId: $orderId, amount: $amount, reason: $reason) { id } }`;
const CLOSE = `mutation ($venueId: ID!, $date: String) { closeDay(venueId: $venueId, accountingDate: $date) { id number } }`;
const VERIFY = `query ($venueId: ID!) { verifyLedger(venueId: $venueId) {
  ok links records breakCount firstBreak { register sequence kind number reason recordId } } }`;

let seq = 0;
const key = () => `ledger-test-${Date.now()}-${++seq}`;

describe.each(testDatabaseKinds())('the fiscal ledger on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let a: Awaited<ReturnType<typeof createCompany>>;
  let token: string;
  let tokenB: string;
  let bVenue: string;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    a = await createCompany(database.db, { name: 'Ledgeria', email: 'ledger-a@example.com' });
    const b = await createCompany(database.db, { name: 'Othera', email: 'ledger-b@example.com' });
    bVenue = b.venue.id;
    token = await client.login('ledger-a@example.com', FIXTURE_PASSWORD);
    tokenB = await client.login('ledger-b@example.com', FIXTURE_PASSWORD);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  const sell = async (status = 'COMPLETED', createdAt?: string) => {
    const item = a.items[0];
    if (!item) throw new Error('fixture item');
    const answer = await client.request<{ createOrder: { order: { id: string; number: number } } }>(
      CREATE,
      {
        input: {
          idempotencyKey: key(),
          venueId: a.venue.id,
          status,
          ...(createdAt ? { createdAt } : {}),
          lines: [
            { itemId: item.id, title: item.title, quantity: 1, unitPrice: 1000, vatRate: 25, total: 1000 },
          ],
          payments: status === 'COMPLETED' ? [{ method: 'CASH', amount: 1000 }] : [],
          total: 1000,
        },
      },
      { token },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data?.createOrder.order as { id: string; number: number };
  };
  const verify = () => verifyLedger(database.db, a.company.id, [a.venue.id]);
  const expectBreak = (
    result: LedgerVerification,
    expected: Partial<NonNullable<LedgerVerification['firstBreak']>>,
  ) => {
    expect(result.ok).toBe(false);
    expect(result.firstBreak).toMatchObject(expected);
  };

  it('chains every order write and Z-report, also when tills write at once, and verifies', async () => {
    const today = accountingDateWithCutoff(new Date(), 'Europe/Oslo', '05:30');
    await sell('COMPLETED', new Date(Date.now() - 2 * 86_400_000).toISOString());
    const close = await client.request(CLOSE, { venueId: a.venue.id, date: addDays(today, -2) }, { token });
    expect(close.errors).toBeUndefined();
    // Ten tills at once: appends to one stream queue on its head row and never fork.
    const sold = await Promise.all(Array.from({ length: 10 }, () => sell()));
    const pending = await sell('PENDING');
    expect(
      (await client.request(STATUS, { key: key(), orderId: pending.id, status: 'CANCELLED' }, { token }))
        .errors,
    ).toBeUndefined();
    expect(
      (
        await client.request(
          REFUND,
          { key: key(), orderId: sold[0]?.id, amount: 400, reason: 'Cold' },
          { token },
        )
      ).errors,
    ).toBeUndefined();
    const result = await verify();
    expect(result).toMatchObject({ ok: true, breakCount: 0, firstBreak: null, records: 13 });
    // 12 orders created, one status change, one refund, one Z-report.
    expect(result.links).toBe(15);
    const heads = await database.db.select().from(ledgerHeads).where(eq(ledgerHeads.venueId, a.venue.id));
    expect(heads).toEqual([expect.objectContaining({ stream: `${a.venue.id}:`, seq: 15 })]);

    const answer = await client.request<{ verifyLedger: { ok: boolean; links: number } }>(
      VERIFY,
      { venueId: a.venue.id },
      { token },
    );
    expect(answer.data?.verifyLedger).toMatchObject({ ok: true, links: 15 });
    // Another company's venue answers like a missing one.
    const foreign = await client.request(VERIFY, { venueId: bVenue }, { token });
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const own = await client.request<{ verifyLedger: { ok: boolean } }>(
      VERIFY,
      { venueId: bVenue },
      { token: tokenB },
    );
    expect(own.data?.verifyLedger.ok).toBe(true);
  });

  it('names an order edited with the triggers off', async () => {
    const order = await sell();
    await tamper(database.db, sql`update orders set total = 1 where id = ${order.id}`);
    const result = await verify();
    expectBreak(result, { kind: 'order', number: order.number, reason: 'recordChanged', recordId: order.id });
    const answer = await client.request<{
      verifyLedger: { ok: boolean; firstBreak: { number: number; reason: string } };
    }>(VERIFY, { venueId: a.venue.id }, { token });
    expect(answer.data?.verifyLedger).toMatchObject({
      ok: false,
      firstBreak: { number: order.number, reason: 'recordChanged' },
    });
    await tamper(database.db, sql`update orders set total = 1000 where id = ${order.id}`);
    expect((await verify()).ok).toBe(true);
  });

  it('names a Z-report edited with the trigger off, and a counter bent before the next close', async () => {
    const [report] = await database.db.select().from(zReports).where(eq(zReports.venueId, a.venue.id));
    if (!report) throw new Error('no z-report');
    const content = report.content;
    await tamper(
      database.db,
      sql`update z_reports set content = jsonb_set(content, '{totals,gross}', '1') where id = ${report.id}`,
    );
    expectBreak(await verify(), { kind: 'z', number: report.number, reason: 'recordChanged' });
    await tamper(
      database.db,
      sql`update z_reports set content = ${JSON.stringify(content)}::jsonb where id = ${report.id}`,
    );
    expect((await verify()).ok).toBe(true);

    // The counter's grand totals edited: the next Z carries them, chained, but they don't add up.
    await tamper(
      database.db,
      sql`update z_report_counters set grand_sales = grand_sales - 500 where venue_id = ${a.venue.id}`,
    );
    const today = accountingDateWithCutoff(new Date(), 'Europe/Oslo', '05:30');
    const next = await client.request<{ closeDay: { number: number } }>(
      CLOSE,
      { venueId: a.venue.id, date: addDays(today, -1) },
      { token },
    );
    expect(next.errors).toBeUndefined();
    expectBreak(await verify(), { kind: 'z', number: next.data?.closeDay.number, reason: 'grandTotals' });
  });

  it('names links edited or removed, orders inserted or deleted behind its back, and backfills older records', async () => {
    // A fresh company, so the earlier break does not come first.
    const c = await createCompany(database.db, { name: 'Tampera', email: 'ledger-c@example.com' });
    const tokenC = await client.login('ledger-c@example.com', FIXTURE_PASSWORD);
    const item = c.items[0];
    const sellC = async () =>
      (
        await client.request<{ createOrder: { order: { id: string; number: number } } }>(
          CREATE,
          {
            input: {
              idempotencyKey: key(),
              venueId: c.venue.id,
              lines: [
                { itemId: item?.id, title: 'x', quantity: 1, unitPrice: 1000, vatRate: 25, total: 1000 },
              ],
              payments: [{ method: 'CASH', amount: 1000 }],
              total: 1000,
            },
          },
          { token: tokenC },
        )
      ).data?.createOrder.order as { id: string; number: number };
    const orders3 = [await sellC(), await sellC(), await sellC()];
    const verifyC = () => verifyLedger(database.db, c.company.id, [c.venue.id]);
    expect((await verifyC()).ok).toBe(true);

    // A link's content hash edited: the chain breaks at that link.
    const [second] = await database.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.venueId, c.venue.id), eq(ledgerEntries.seq, 2)));
    await tamper(
      database.db,
      sql`update ledger_entries set content_hash = ${'f'.repeat(64)} where id = ${second?.id}`,
    );
    expectBreak(await verifyC(), { seq: 2, reason: 'hashMismatch' });
    await tamper(
      database.db,
      sql`update ledger_entries set content_hash = ${second?.contentHash} where id = ${second?.id}`,
    );

    // An order deleted (its lines go with it): the link names a missing record.
    await tamper(database.db, sql`delete from orders where id = ${orders3[1]?.id}`);
    expectBreak(await verifyC(), { kind: 'order', reason: 'recordMissing', recordId: orders3[1]?.id });

    // An order inserted straight into the table after the ledger began: unlinked.
    const c2 = await createCompany(database.db, { name: 'Insertia', email: 'ledger-d@example.com' });
    await tamper(
      database.db,
      sql`insert into orders (company_id, venue_id, number, source, status, service_type, created_at, accounting_date, total, vat_total, vat, paid)
        values (${c2.company.id}, ${c2.venue.id}, 99, 'POS', 'COMPLETED', 'EAT_HERE', now(), '2026-11-30', 500, 100, '[]'::jsonb, 500)`,
    );
    expectBreak(await verifyLedger(database.db, c2.company.id, [c2.venue.id]), {
      kind: 'order',
      number: 99,
      reason: 'unlinked',
      seq: null,
    });

    // Records older than the ledger (no links at all) are chained by the first verify.
    const [epoch] = await database.db.select().from(ledgerEpoch);
    await tamper(database.db, sql`update ledger_epoch set started_at = now() + interval '1 hour'`);
    const backfilled = await verifyLedger(database.db, c2.company.id, [c2.venue.id]);
    expect(backfilled).toMatchObject({ ok: true, backfilled: 1, links: 1 });
    await tamper(database.db, sql`update ledger_epoch set started_at = ${epoch?.startedAt.toISOString()}`);
    const [inserted] = await database.db.select().from(orders).where(eq(orders.venueId, c2.venue.id));
    expect(inserted?.number).toBe(99);
  });
});
