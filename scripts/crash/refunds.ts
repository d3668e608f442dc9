// Refunds in the crash test (issue 40 item 5): card refunds streamed beside the catalogue writes,
// through a local fake acquirer that outlives every kill. After each restart the in-flight refund
// requests are sent again with the same idempotency key (as a till retries), the reconciler settles
// whatever a kill left pending, and each order must hold exactly its acknowledged refunds: none
// lost, none doubled, and the acquirer moved money once per stored card refund and never without one.
import type { FakeAcquirer } from '../../server/platform/devtools/fakeAcquirer.ts';
import { graphql } from './api.ts';
import type { Random } from './random.ts';
import type { PlannedWrite } from './writes.ts';

const VENUES = '{ venues { id } }';
const CREATE = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { order { id total } } }`;
const REFUND = `mutation ($key: String!, $orderId: ID!, $amount: Int, $reason: String!) {
  refundOrder(idempotencyKey: $key, orderId: $orderId, amount: $amount, reason: $reason) { id } }`;
const READ = `query ($id: ID!) { order(id: $id) { refunded refunds { id amount status method } } }`;

interface CardOrder {
  id: string;
  total: number;
  /** Acknowledged refunds: key → amount. */
  acknowledged: Map<string, number>;
}

interface SentRefund {
  key: string;
  orderId: string;
  amount: number;
}

export class RefundPlanner {
  readonly #orders: CardOrder[] = [];
  readonly #inFlight = new Map<string, SentRefund>();
  #serial = 0;
  #venueId = '';
  acknowledgedTotal = 0;

  constructor(
    private readonly random: Random,
    private readonly prefix: string,
    private readonly acquirer: FakeAcquirer,
  ) {}

  /** Card orders to refund, made (and acknowledged) before a cycle's stream starts. */
  async stock(url: string, token: string, wanted = 4): Promise<void> {
    if (!this.#venueId) {
      const data = await graphql<{ venues: { id: string }[] }>(url, VENUES, {}, token);
      this.#venueId = data.venues[0]?.id ?? '';
    }
    while (this.#refundable().length < wanted) {
      const total = this.random.int(2_000, 20_000);
      const answer = await graphql<{ createOrder: { order: { id: string; total: number } } }>(
        url,
        CREATE,
        {
          input: {
            idempotencyKey: `${this.prefix}sale-${++this.#serial}`,
            venueId: this.#venueId,
            status: 'COMPLETED',
            lines: [
              { title: 'Crash test', quantity: 1, unitPrice: total, vatRate: 25, manualPrice: true, total },
            ],
            payments: [{ method: 'CARD', amount: total, acquirerReference: `crash-psp-${this.#serial}` }],
            total,
          },
        },
        token,
      );
      this.#orders.push({ id: answer.createOrder.order.id, total, acknowledged: new Map() });
    }
  }

  #left(order: CardOrder): number {
    let left = order.total;
    for (const amount of order.acknowledged.values()) left -= amount;
    for (const sent of this.#inFlight.values()) if (sent.orderId === order.id) left -= sent.amount;
    return left;
  }

  #refundable(): CardOrder[] {
    return this.#orders.filter((order) => this.#left(order) >= 100);
  }

  ready(): boolean {
    return this.#refundable().length > 0;
  }

  next(): PlannedWrite {
    const order = this.random.pick(this.#refundable());
    const left = this.#left(order);
    const amount =
      this.random.float() < 0.3 ? left : this.random.int(100, Math.max(100, Math.floor(left / 2)));
    const refund: SentRefund = { key: `${this.prefix}refund-${++this.#serial}`, orderId: order.id, amount };
    this.#inFlight.set(refund.key, refund);
    return {
      write: { kind: 'refund', key: refund.key },
      items: [],
      send: async (url, token) => {
        await this.#send(url, token, refund);
        this.#inFlight.delete(refund.key);
      },
    };
  }

  async #send(url: string, token: string, refund: SentRefund): Promise<void> {
    await graphql(
      url,
      REFUND,
      { key: refund.key, orderId: refund.orderId, amount: refund.amount, reason: 'Crash test' },
      token,
    );
    const order = this.#orders.find((candidate) => candidate.id === refund.orderId);
    order?.acknowledged.set(refund.key, refund.amount);
    this.acknowledgedTotal++;
  }

  /**
   * After a restart: the in-flight requests again with their keys, then (once the reconciler has
   * settled every pending card refund) each order checked against what was acknowledged and
   * against the money the acquirer moved.
   */
  async verify(url: string, token: string, timeoutMs = 60_000): Promise<string[]> {
    const problems: string[] = [];
    for (const refund of [...this.#inFlight.values()]) {
      try {
        await this.#send(url, token, refund);
      } catch (error) {
        problems.push(`refund ${refund.key} retried after the restart failed: ${(error as Error).message}`);
      }
      this.#inFlight.delete(refund.key);
    }
    const deadline = Date.now() + timeoutMs;
    for (const order of this.#orders) {
      let read: {
        refunded: number;
        refunds: { id: string; amount: number; status: string; method: string }[];
      };
      for (;;) {
        read = (await graphql<{ order: typeof read }>(url, READ, { id: order.id }, token)).order;
        if (!read.refunds.some((r) => r.status === 'pending') || Date.now() > deadline) break;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      const expected = [...order.acknowledged.values()].reduce((sum, amount) => sum + amount, 0);
      const kept = read.refunds.filter((r) => r.status !== 'failed');
      const stored = kept.reduce((sum, r) => sum + r.amount, 0);
      if (read.refunds.some((r) => r.status === 'pending'))
        problems.push(`order ${order.id}: a card refund is still pending ${timeoutMs} ms after the restart`);
      if (stored !== expected)
        problems.push(
          `order ${order.id}: refunds stored ${stored}, acknowledged ${expected} (${stored > expected ? 'doubled' : 'lost'})`,
        );
      if (read.refunded !== stored)
        problems.push(`order ${order.id}: refunded ${read.refunded}, refunds sum ${stored}`);
      const moved = [...this.acquirer.executed.entries()].filter(([, r]) => r.orderId === order.id);
      const ids = new Set(read.refunds.map((r) => r.id));
      for (const [key, r] of moved)
        if (!ids.has(key))
          problems.push(
            `order ${order.id}: the acquirer refunded ${r.amount} under ${key}, which no refund holds`,
          );
      for (const refund of kept.filter((r) => r.method === 'CARD')) {
        const executed = this.acquirer.executed.get(refund.id);
        if (!executed || executed.amount !== refund.amount)
          problems.push(
            `order ${order.id}: card refund ${refund.id} (${refund.amount}) done but the acquirer moved ${executed?.amount ?? 0}`,
          );
      }
    }
    return problems;
  }
}
