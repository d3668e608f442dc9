import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Viewer } from '../platform/context.ts';
import type { Database } from '../platform/db/client.ts';
import { orders, venues } from '../platform/db/schema/index.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import {
  exactOrderTotals,
  type OrderFilter,
  rollupAnswers,
  rollupOrderTotals,
} from './ordersList.service.ts';

const CREATE = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { order { id status } } }`;
const STATUS = `mutation ($key: String!, $orderId: ID!, $status: String!, $payments: [OrderPaymentInput!]) {
  updateOrderStatus(idempotencyKey: $key, orderId: $orderId, status: $status, payments: $payments) { order { id } } }`;
const REFUND = `mutation ($key: String!, $orderId: ID!, $amount: Int, $reason: String!) {
  refundOrder(idempotencyKey: $key, orderId: $orderId, amount: $amount, reason: $reason) { id status refunded } }`;
const LIST = `query ($f: OrderFilter) { orders(filter: $f, first: 5) { totalCount totalAmount refundedAmount } }`;

const SERVICE_TYPES = ['EAT_HERE', 'TAKE_AWAY', 'TABLE_SERVICE', 'DELIVERY'] as const;
const SOURCES = ['POS', 'APP', 'EXPRESS', 'THIRD_PARTY'] as const;

describe.each(testDatabaseKinds())(
  'the orders list totals from order_day_rollups on %s (issue 18)',
  (kind) => {
    let database: Database;
    let client: ReturnType<typeof testApi>;
    let a: Awaited<ReturnType<typeof createCompany>>;
    let b: Awaited<ReturnType<typeof createCompany>>;
    let secondVenue: string;
    let token: string;
    let seq = 0;
    const created: { id: string; status: string; total: number }[] = [];

    const viewerOf = (companyId: string, venueIds: string[] = []): Viewer => ({
      userId: '00000000-0000-4000-8000-000000000000',
      companyId,
      scopes: [],
      venueIds,
      sessionId: 'test',
      actorUserId: null,
      isPaymentsOnly: false,
    });

    const create = async (n: number, venueId: string, status: string) => {
      const total = 1000 + ((n * 737) % 9000);
      const day = new Date(Date.UTC(2026, 10, 1 + (n % 9), 3 + ((n * 5) % 20), 10));
      const answer = await client.request<{ createOrder: { order: { id: string; status: string } } }>(
        CREATE,
        {
          input: {
            idempotencyKey: `rollup-${n}-${++seq}-${kind}`,
            venueId,
            status,
            source: SOURCES[n % SOURCES.length],
            serviceType: SERVICE_TYPES[n % SERVICE_TYPES.length],
            createdAt: day.toISOString(),
            lines: [{ title: 'Kaffe', quantity: 1, unitPrice: total, manualPrice: true, vatRate: 12, total }],
            payments: status === 'COMPLETED' ? [{ method: 'CASH', amount: total }] : [],
            total,
          },
        },
        { token },
      );
      expect(answer.errors).toBeUndefined();
      const order = answer.data?.createOrder.order;
      if (!order) throw new Error('order');
      created.push({ id: order.id, status, total });
      return { id: order.id, total };
    };

    const FILTERS: OrderFilter[] = [
      {},
      { statuses: ['COMPLETED'] },
      { statuses: ['COMPLETED', 'REFUNDED'] },
      { statuses: ['CANCELLED', 'PENDING', 'ACCEPTED'] },
      { channel: 'POS' },
      { channel: 'ONLINE', statuses: ['COMPLETED'] },
      { serviceType: 'TAKE_AWAY' },
      { fromDate: '2026-11-03', toDate: '2026-11-06' },
      { fromDate: '2026-11-05' },
      { toDate: '2026-11-02', serviceType: 'EAT_HERE', channel: 'EXPRESS' },
      { statuses: ['REFUNDED'], fromDate: '2026-11-01', toDate: '2026-11-30' },
    ];

    /** Every filter, for the whole company, one venue by filter, a venue-restricted viewer, company B. */
    const expectRollupsExact = async () => {
      const viewers = [viewerOf(a.company.id), viewerOf(a.company.id, [secondVenue]), viewerOf(b.company.id)];
      for (const viewer of viewers)
        for (const base of FILTERS)
          for (const filter of [base, { ...base, venueId: a.venue.id }, { ...base, venueId: 'nope' }]) {
            expect(rollupAnswers(filter)).toBe(true);
            const exact = await exactOrderTotals(database.db, viewer, filter);
            expect({
              viewer: viewer.venueIds,
              filter,
              totals: await rollupOrderTotals(database.db, viewer, filter),
            }).toEqual({
              viewer: viewer.venueIds,
              filter,
              totals: exact,
            });
          }
    };

    beforeAll(async () => {
      database = await openTestDatabase(kind);
      client = testApi(database.db);
      a = await createCompany(database.db, { name: 'Rollup', email: 'rollup@orders.test' });
      b = await createCompany(database.db, { name: 'Other', email: 'other@orders.test' });
      const [venue] = await database.db
        .insert(venues)
        // Created before the test's dated sales (a sale before its venue existed is refused).
        .values({
          companyId: a.company.id,
          name: 'Rollup Bergen',
          createdAt: new Date('2026-01-01T12:00:00Z'),
        })
        .returning();
      if (!venue) throw new Error('venue');
      secondVenue = venue.id;
      token = await client.login('rollup@orders.test', FIXTURE_PASSWORD);
    }, 120_000);

    afterAll(async () => {
      await database?.close();
    });

    it('equal the raw aggregate after creates', async () => {
      for (let n = 0; n < 36; n++) {
        const status = ['COMPLETED', 'COMPLETED', 'PENDING', 'ACCEPTED', 'SCHEDULED'][n % 5] ?? 'COMPLETED';
        await create(n, n % 3 === 0 ? secondVenue : a.venue.id, status);
      }
      const otherToken = await client.login('other@orders.test', FIXTURE_PASSWORD);
      const total = 4200;
      const answer = await client.request(
        CREATE,
        {
          input: {
            idempotencyKey: `rollup-b-${kind}`,
            venueId: b.venue.id,
            lines: [{ title: 'Te', quantity: 1, unitPrice: total, manualPrice: true, vatRate: 12, total }],
            payments: [{ method: 'CARD', amount: total }],
            total,
          },
        },
        { token: otherToken },
      );
      expect(answer.errors).toBeUndefined();
      await expectRollupsExact();
    }, 120_000);

    it('equal the raw aggregate after status changes and refunds (partial and whole)', async () => {
      for (const [index, order] of created.entries()) {
        const to =
          order.status === 'PENDING'
            ? index % 2
              ? 'ACCEPTED'
              : 'CANCELLED'
            : order.status === 'ACCEPTED'
              ? 'COMPLETED'
              : order.status === 'SCHEDULED'
                ? 'PENDING'
                : null;
        if (!to) continue;
        const answer = await client.request(
          STATUS,
          {
            key: `rollup-status-${order.id}`,
            orderId: order.id,
            status: to,
            payments: to === 'COMPLETED' ? [{ method: 'CASH', amount: order.total }] : [],
          },
          { token },
        );
        expect(answer.errors).toBeUndefined();
        order.status = to;
      }
      const completed = created.filter((order) => order.status === 'COMPLETED');
      expect(completed.length).toBeGreaterThan(6);
      for (const [index, order] of completed.slice(0, 6).entries()) {
        // Partial refunds keep the status (the sums move); a whole one moves it to REFUNDED.
        const answer = await client.request<{ refundOrder: { status: string } }>(
          REFUND,
          {
            key: `rollup-refund-${order.id}`,
            orderId: order.id,
            amount: index % 2 ? 300 : null,
            reason: 'Kall mat',
          },
          { token },
        );
        expect(answer.errors).toBeUndefined();
        expect(answer.data?.refundOrder.status).toBe(index % 2 ? 'COMPLETED' : 'REFUNDED');
      }
      await expectRollupsExact();
    });

    it('equal the raw aggregate after direct SQL writes (insert, update of every dimension, delete)', async () => {
      await database.db.execute(sql`
      insert into orders (company_id, venue_id, number, source, status, service_type, created_at, paid_at,
        accounting_date, total, vat_total, vat, paid)
      select ${a.company.id}, ${a.venue.id}, 10000 + n, 'POS', (array['COMPLETED','CANCELLED'])[1 + n % 2],
        'EAT_HERE', now(), now(), '2026-11-0' || (1 + n % 9)::text, 500 + n, 50, '[]'::jsonb, 500 + n
      from generate_series(1, 40) n`);
      await expectRollupsExact();
      const [first, second, third, fourth] = created;
      if (!first || !second || !third || !fourth) throw new Error('orders');
      await database.db.update(orders).set({ status: 'REJECTED' }).where(eq(orders.id, first.id));
      await database.db
        .update(orders)
        .set({ serviceType: 'SHIPPED', source: 'THIRD_PARTY', accountingDate: '2026-11-20' })
        .where(eq(orders.id, second.id));
      await database.db.update(orders).set({ total: 77_777, refunded: 1 }).where(eq(orders.id, third.id));
      await database.db
        .update(orders)
        .set({ venueId: secondVenue, number: 5000 })
        .where(eq(orders.id, fourth.id));
      await database.db.execute(
        sql`delete from orders where company_id = ${a.company.id} and number > 10030`,
      );
      await database.db.execute(
        sql`update orders set status = 'COMPLETED', total = total + 1 where company_id = ${a.company.id} and number between 10001 and 10010`,
      );
      await expectRollupsExact();
    });

    it('the screen reads the same totals, and a filter the rollup cannot answer counts the orders', async () => {
      for (const filter of [{}, { statuses: ['COMPLETED'] }, { number: 3 }, { staffName: 'Nobody' }]) {
        const answer = await client.request<{
          orders: { totalCount: number; totalAmount: number; refundedAmount: number };
        }>(LIST, { f: filter }, { token });
        expect(answer.errors).toBeUndefined();
        const exact = await exactOrderTotals(database.db, viewerOf(a.company.id), filter as OrderFilter);
        expect(answer.data?.orders).toEqual({
          totalCount: exact.count,
          totalAmount: exact.total,
          refundedAmount: exact.refunded,
        });
      }
      expect(rollupAnswers({ number: 3 })).toBe(false);
      expect(rollupAnswers({ table: '4' })).toBe(false);
      expect(rollupAnswers({ staffName: 'Ana' })).toBe(false);
    });
  },
);
