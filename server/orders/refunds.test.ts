import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../platform/db/client.ts';
import { orderRefunds } from '../platform/db/schema/index.ts';
import { type FakeAcquirer, startFakeAcquirer } from '../platform/devtools/fakeAcquirer.ts';
import { inProcessQueue } from '../platform/jobs/queue.ts';
import { testApi } from '../test/api.ts';
import { openTestDatabase, testDatabaseKinds } from '../test/db.ts';
import { createCompany, FIXTURE_PASSWORD } from '../test/fixtures.ts';
import { httpAcquirer } from './acquirer.ts';
import { startRefundReconciler } from './refundReconciler.ts';

/**
 * Refunds exactly once (issue 40 item 5): an idempotency key per request, the acquirer outside the
 * transaction with the refund's id as its key, pending refunds settled by the reconciler, never
 * more than paid per payment method even under concurrent refunds. A local fake acquirer server
 * stands in for the card acquirer.
 */
const ORDER = `id status paid refunded lines { id quantity refundedQuantity }
  refunds { id amount status method acquirerReference }`;
const CREATE = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { order { ${ORDER} } } }`;
const REFUND = `mutation ($key: String!, $orderId: ID!, $lines: [RefundLineInput!], $amount: Int, $reason: String!) {
  refundOrder(idempotencyKey: $key, orderId: $orderId, lines: $lines, amount: $amount, reason: $reason) { ${ORDER} } }`;
const READ = `query ($id: ID!) { order(id: $id) { ${ORDER} } }`;

interface OrderJson {
  id: string;
  status: string;
  paid: number;
  refunded: number;
  lines: { id: string; quantity: number; refundedQuantity: number }[];
  refunds: { id: string; amount: number; status: string; method: string; acquirerReference: string | null }[];
}
type Answer<T> = {
  data?: T | null;
  errors?: { extensions?: { code?: string; fieldErrors?: { field: string; code: string }[] } }[];
};

let seq = 0;
const key = (name: string) => `refund-test-${name}-${Date.now()}-${++seq}`;

describe.each(testDatabaseKinds())('refunds exactly once on %s', (kind) => {
  let database: Database;
  let client: ReturnType<typeof testApi>;
  let company: Awaited<ReturnType<typeof createCompany>>;
  let token: string;
  let acquirer: FakeAcquirer;

  beforeAll(async () => {
    database = await openTestDatabase(kind);
    client = testApi(database.db);
    company = await createCompany(database.db, { name: 'Refundia', email: 'refunds@example.com' });
    token = await client.login('refunds@example.com', FIXTURE_PASSWORD);
    acquirer = await startFakeAcquirer();
    process.env.ACQUIRER_URL = acquirer.url;
  });
  afterEach(() => {
    acquirer.mode = 'ok';
    delete process.env.ACQUIRER_TIMEOUT_MS;
  });
  afterAll(async () => {
    delete process.env.ACQUIRER_URL;
    await acquirer.close();
    await database.close();
  });

  /** A completed order of two items at 1000 (2000) paid with the given payments. */
  const sell = async (payments: { method: string; amount: number; acquirerReference?: string }[]) => {
    const item = company.items[0];
    if (!item) throw new Error('fixture item');
    const answer = await client.request<{ createOrder: { order: OrderJson } }>(
      CREATE,
      {
        input: {
          idempotencyKey: key('sale'),
          venueId: company.venue.id,
          source: 'POS',
          status: 'COMPLETED',
          serviceType: 'EAT_HERE',
          lines: [
            { itemId: item.id, title: item.title, quantity: 2, unitPrice: 1000, vatRate: 25, total: 2000 },
          ],
          payments,
          total: 2000,
        },
      },
      { token },
    );
    expect(answer.errors).toBeUndefined();
    return answer.data?.createOrder.order as OrderJson;
  };
  const refund = (variables: Record<string, unknown>) =>
    client.request<{ refundOrder: OrderJson }>(
      REFUND,
      { reason: 'Cold', ...variables },
      { token },
    ) as Promise<Answer<{ refundOrder: OrderJson }>>;
  const read = async (id: string) =>
    ((await client.request<{ order: OrderJson }>(READ, { id }, { token })).data?.order as OrderJson) ?? null;
  const executedFor = (orderId: string) =>
    [...acquirer.executed.values()].filter((refund) => refund.orderId === orderId);

  it('answers a retry with the same key with the first refund and refunds nothing more', async () => {
    const order = await sell([{ method: 'CARD', amount: 2000, acquirerReference: 'psp-1' }]);
    const variables = { key: key('retry'), orderId: order.id, amount: 500 };
    const first = await refund(variables);
    expect(first.errors).toBeUndefined();
    const again = await refund(variables);
    expect(again.errors).toBeUndefined();
    expect(again.data?.refundOrder.refunded).toBe(500);
    expect(again.data?.refundOrder.refunds).toHaveLength(1);
    expect(again.data?.refundOrder.refunds[0]).toMatchObject({ status: 'done', method: 'CARD', amount: 500 });
    // The acquirer got the refund's own id as its key, once.
    const refundId = again.data?.refundOrder.refunds[0]?.id;
    expect(acquirer.requests.filter((r) => r.orderId === order.id).map((r) => r.idempotencyKey)).toEqual([
      refundId,
    ]);
    // The same key with another body is a conflict, and refunds nothing.
    const changed = await refund({ ...variables, amount: 600 });
    expect(changed.errors?.[0]?.extensions?.code).toBe('CONFLICT');
    expect((await read(order.id)).refunded).toBe(500);
  });

  it('never refunds more than was paid per payment method, card first', async () => {
    const order = await sell([
      { method: 'CASH', amount: 800 },
      { method: 'CARD', amount: 1200, acquirerReference: 'psp-2' },
    ]);
    const split = await refund({ key: key('split'), orderId: order.id, amount: 1500 });
    expect(split.errors).toBeUndefined();
    const parts = split.data?.refundOrder.refunds.map((r) => [r.method, r.amount, r.status]);
    expect(parts).toEqual(
      expect.arrayContaining([
        ['CARD', 1200, 'done'],
        ['CASH', 300, 'done'],
      ]),
    );
    expect(executedFor(order.id).map((r) => r.amount)).toEqual([1200]);
    const tooMuch = await refund({ key: key('too-much'), orderId: order.id, amount: 501 });
    expect(tooMuch.errors?.[0]?.extensions?.fieldErrors).toEqual([
      expect.objectContaining({ field: 'amount', code: 'refundTooLarge' }),
    ]);
    const rest = await refund({ key: key('rest'), orderId: order.id });
    expect(rest.data?.refundOrder).toMatchObject({ status: 'REFUNDED', refunded: 2000 });
  });

  it('lets concurrent refunds of one order take the paid amount once', async () => {
    const order = await sell([{ method: 'CARD', amount: 2000, acquirerReference: 'psp-3' }]);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => refund({ key: key(`race-${i}`), orderId: order.id, amount: 700 })),
    );
    const accepted = answers.filter((answer) => !answer.errors);
    expect(accepted).toHaveLength(2);
    for (const answer of answers.filter((a) => a.errors))
      expect(answer.errors?.[0]?.extensions?.fieldErrors?.[0]?.code).toBe('refundTooLarge');
    const after = await read(order.id);
    expect(after.refunded).toBe(1400);
    expect(after.refunds.map((r) => r.status)).toEqual(['done', 'done']);
    expect(executedFor(order.id).reduce((sum, r) => sum + r.amount, 0)).toBe(1400);
  });

  it('keeps a refund pending when the acquirer fails or times out, and the reconciler settles it once', async () => {
    const order = await sell([{ method: 'CARD', amount: 2000, acquirerReference: 'psp-4' }]);
    const line = order.lines[0];
    acquirer.mode = 'fail';
    const failVariables = { key: key('fail'), orderId: order.id, lines: [{ lineId: line?.id, quantity: 1 }] };
    const failed = await refund(failVariables);
    expect(failed.errors).toBeUndefined();
    expect(failed.data?.refundOrder.refunds[0]?.status).toBe('pending');
    // Counted already: a second refund cannot take the same money while the first is pending.
    expect(failed.data?.refundOrder.refunded).toBe(1000);
    acquirer.mode = 'hang';
    process.env.ACQUIRER_TIMEOUT_MS = '300';
    const slow = await refund({ key: key('hang'), orderId: order.id, amount: 1000 });
    expect(slow.data?.refundOrder.refunds.map((r) => r.status)).toEqual(['pending', 'pending']);
    expect(slow.data?.refundOrder.status).toBe('REFUNDED');
    expect(executedFor(order.id)).toEqual([]);

    // The reconciler on the job queue asks again with each refund's own id.
    acquirer.mode = 'ok';
    const queue = await inProcessQueue(database.db, { pollMs: 3_600_000 });
    try {
      await startRefundReconciler(queue, database.db, {
        everyMs: 3_600_000,
        graceMs: 0,
        acquirer: () => httpAcquirer(acquirer.url),
      });
      await queue.send('refunds-reconcile', {});
      await queue.runDue();
      await queue.send('refunds-reconcile', {});
      await queue.runDue();
    } finally {
      await queue.stop();
    }
    const settled = await read(order.id);
    expect(settled.refunds.map((r) => r.status)).toEqual(['done', 'done']);
    const executed = executedFor(order.id);
    expect(executed.map((r) => r.amount).sort()).toEqual([1000, 1000]);
    expect(new Set(executed.map((r) => r.orderId)).size).toBe(1);
    // The request's own retry after the reconciler changes nothing either.
    const retried = await refund(failVariables);
    expect(retried.data?.refundOrder.refunds.map((r) => r.status)).toEqual(['done', 'done']);
    expect(executedFor(order.id)).toHaveLength(2);
  });

  it('gives a declined refund back to the order', async () => {
    const order = await sell([{ method: 'CARD', amount: 2000, acquirerReference: 'psp-5' }]);
    acquirer.mode = 'decline';
    const declined = await refund({ key: key('decline'), orderId: order.id });
    expect(declined.data?.refundOrder).toMatchObject({ status: 'COMPLETED', refunded: 0 });
    expect(declined.data?.refundOrder.refunds[0]?.status).toBe('failed');
    const [row] = await database.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id));
    expect(row?.failure).toBe('card account closed');
    acquirer.mode = 'ok';
    const again = await refund({ key: key('after-decline'), orderId: order.id });
    expect(again.data?.refundOrder).toMatchObject({ status: 'REFUNDED', refunded: 2000 });
  });
});
