import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountingDateWithCutoff, addDays } from '../../src/domain/accountingDay.ts';
import type { Database } from '../platform/db/client.ts';
import { ledgerEntries, orderLines, orders, venues, zReports } from '../platform/db/schema/index.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { tamper } from '../test/tamper.ts';
import { verifyLedger } from './ledger.service.ts';

/**
 * The books hold (issue 40, "Tests and benchmark"): over random sequences of sales, cancels,
 * refunds and day closes, every counted sale is in exactly one Z-report, each Z-report equals its
 * day's orders, grand totals never decrease and the chain verifies; then one random edit made as
 * a superuser with the triggers off is named by verify-ledger.
 */
const CREATE = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { order { id total status } } }`;
const STATUS = `mutation ($key: String!, $orderId: ID!, $status: String!) {
  updateOrderStatus(idempotencyKey: $key, orderId: $orderId, status: $status) { order { id } } }`;
const REFUND = `mutation ($key: String!, $orderId: ID!, $amount: Int, $reason: String!) {
  refundOrder(idempotencyKey: $key, orderId: $orderId, amount: $amount, reason: $reason) { id refunded } }`;
const CLOSE = `mutation ($venueId: ID!, $date: String) { closeDay(venueId: $venueId, accountingDate: $date) { id } }`;

/** Days before today the sequence sells on (closed oldest first; today stays open). */
const DAYS = 4;

const actionArb = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('sale' as const),
      day: fc.integer({ min: 0, max: DAYS - 1 }),
      quantity: fc.integer({ min: 1, max: 3 }),
      item: fc.integer({ min: 0, max: 2 }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('cancel' as const),
      day: fc.integer({ min: 0, max: DAYS - 1 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('refund' as const), pick: fc.nat(), part: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('close' as const) }) },
);
const tamperArb = fc.constantFrom(
  'orderTotal',
  'lineQuantity',
  'orderStatus',
  'zGross',
  'zGrandTotal',
  'linkHash',
  'deleteOrder',
);

let seq = 0;

describe.each(testDatabaseKinds())('the books under random sequences on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    client = testApi(database.db);
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it('counts every sale in exactly one Z, keeps grand totals rising, and names a superuser edit', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(actionArb, { minLength: 4, maxLength: 14 }),
        tamperArb,
        fc.nat(),
        async (actions, edit, pick) => {
          const run = ++seq;
          const email = `ledger-prop-${run}-${Date.now()}@example.com`;
          const company = await createCompany(database.db, { name: `Prop ${run}`, email });
          // The venue has existed for a while (sales on past days are not before it).
          await database.db
            .update(venues)
            .set({ createdAt: new Date(Date.now() - 30 * 86_400_000) })
            .where(eq(venues.id, company.venue.id));
          const token = await client.login(email, FIXTURE_PASSWORD);
          const venueId = company.venue.id;
          const today = accountingDateWithCutoff(new Date(), 'Europe/Oslo', '05:30');
          const dayOf = (index: number) => addDays(today, index - DAYS);
          let closedUpTo = -1; // the days 0..closedUpTo are closed
          const completed: { id: string; total: number; refunded: number }[] = [];
          const key = () => `prop-${run}-${++seq}`;
          const sell = async (day: number, status: 'COMPLETED' | 'PENDING', quantity = 1, itemIndex = 0) => {
            const item = company.items[itemIndex] ?? company.items[0];
            if (!item) throw new Error('fixture item');
            const total = item.defaultPrice * quantity;
            const answer = await client.request<{ createOrder: { order: { id: string } } }>(
              CREATE,
              {
                input: {
                  idempotencyKey: key(),
                  venueId,
                  status,
                  // Noon in Oslo on that accounting day.
                  createdAt: `${dayOf(day)}T11:00:00.000Z`,
                  lines: [
                    {
                      itemId: item.id,
                      title: item.title,
                      quantity,
                      unitPrice: item.defaultPrice,
                      vatRate: 25,
                      total,
                    },
                  ],
                  payments: status === 'COMPLETED' ? [{ method: 'CASH', amount: total }] : [],
                  total,
                },
              },
              { token },
            );
            expect(answer.errors).toBeUndefined();
            return { id: answer.data?.createOrder.order.id ?? '', total };
          };
          const close = async () => {
            closedUpTo++;
            const answer = await client.request(CLOSE, { venueId, date: dayOf(closedUpTo) }, { token });
            expect(answer.errors).toBeUndefined();
          };
          for (const action of actions) {
            // Sales go to days still open (late receipts into closed days are another change's).
            if (action.kind === 'sale' || action.kind === 'cancel') {
              const day = Math.max(action.day, closedUpTo + 1);
              if (day >= DAYS) continue;
              if (action.kind === 'sale') {
                const sold = await sell(day, 'COMPLETED', action.quantity, action.item);
                completed.push({ ...sold, refunded: 0 });
              } else {
                const pending = await sell(day, 'PENDING');
                const answer = await client.request(
                  STATUS,
                  { key: key(), orderId: pending.id, status: 'CANCELLED' },
                  { token },
                );
                expect(answer.errors).toBeUndefined();
              }
            } else if (action.kind === 'refund') {
              const open = completed.filter((order) => order.refunded < order.total);
              const order = open[action.pick % Math.max(open.length, 1)];
              if (!order) continue;
              const amount = action.part
                ? Math.max(1, Math.floor((order.total - order.refunded) / 2))
                : order.total - order.refunded;
              const answer = await client.request(
                REFUND,
                { key: key(), orderId: order.id, amount, reason: 'Prop' },
                { token },
              );
              expect(answer.errors).toBeUndefined();
              order.refunded += amount;
            } else if (closedUpTo < DAYS - 1) {
              await close();
            }
          }
          while (closedUpTo < DAYS - 1) await close();

          // Every counted sale in exactly one Z, and each Z equals its day's orders.
          const reports = await database.db.select().from(zReports).where(eq(zReports.venueId, venueId));
          const counted = await database.db
            .select({
              id: orders.id,
              total: orders.total,
              date: orders.accountingDate,
              status: orders.status,
            })
            .from(orders)
            .where(eq(orders.venueId, venueId));
          const sales = counted.filter((order) => ['COMPLETED', 'REFUNDED'].includes(order.status));
          expect(reports.map((r) => r.accountingDate).sort()).toEqual(
            Array.from({ length: DAYS }, (_, i) => dayOf(i)),
          );
          for (const sale of sales)
            expect(reports.filter((r) => r.accountingDate === sale.date)).toHaveLength(1);
          const ordered = [...reports].sort((x, y) => x.number - y.number);
          let grand = 0;
          for (const report of ordered) {
            const content = report.content as {
              totals: { gross: number };
              receipts: { sales: number };
              grandTotals: { sales: number };
            };
            const day = sales.filter((sale) => sale.date === report.accountingDate);
            expect(content.totals.gross).toBe(day.reduce((sum, sale) => sum + sale.total, 0));
            expect(content.receipts.sales).toBe(day.length);
            expect(content.grandTotals.sales).toBeGreaterThanOrEqual(grand);
            grand = content.grandTotals.sales;
          }
          expect(grand).toBe(sales.reduce((sum, sale) => sum + sale.total, 0));
          const clean = await verifyLedger(database.db, company.company.id, [venueId]);
          expect(clean).toMatchObject({ ok: true, breakCount: 0 });

          // One edit as a superuser with the triggers off: verify-ledger names it.
          const target = counted[pick % counted.length];
          const report = ordered[pick % ordered.length];
          if (!target || !report) return;
          const [line] = await database.db.select().from(orderLines).where(eq(orderLines.orderId, target.id));
          const [link] = await database.db
            .select()
            .from(ledgerEntries)
            .where(eq(ledgerEntries.venueId, venueId))
            .orderBy(sql`random()`)
            .limit(1);
          const statements = {
            orderTotal: sql`update orders set total = total + 1 where id = ${target.id}`,
            lineQuantity: sql`update order_lines set quantity = quantity + 1 where id = ${line?.id}`,
            orderStatus: sql`update orders set status = 'REJECTED' where id = ${target.id}`,
            zGross: sql`update z_reports set content = jsonb_set(content, '{totals,gross}', to_jsonb((content->'totals'->>'gross')::bigint - 100)) where id = ${report.id}`,
            zGrandTotal: sql`update z_reports set content = jsonb_set(content, '{grandTotals,sales}', to_jsonb((content->'grandTotals'->>'sales')::bigint + 100)) where id = ${report.id}`,
            linkHash: sql`update ledger_entries set hash = ${'0'.repeat(64)} where id = ${link?.id}`,
            deleteOrder: sql`delete from orders where id = ${target.id}`,
          };
          await tamper(database.db, statements[edit]);
          const found = await verifyLedger(database.db, company.company.id, [venueId]);
          expect(found.ok).toBe(false);
          const expected = {
            orderTotal: { recordId: target.id, reason: 'recordChanged' },
            lineQuantity: { recordId: target.id, reason: 'recordChanged' },
            orderStatus: { recordId: target.id, reason: 'recordChanged' },
            zGross: { recordId: report.id, reason: 'recordChanged' },
            zGrandTotal: { recordId: report.id, reason: 'recordChanged' },
            linkHash: { recordId: link?.recordId },
            deleteOrder: { recordId: target.id, reason: 'recordMissing' },
          }[edit];
          expect(found.breaks).toEqual(expect.arrayContaining([expect.objectContaining(expected)]));
        },
      ),
      { numRuns: Number(process.env.LEDGER_RUNS ?? 6), endOnFailure: true },
    );
  }, 600_000);
});
