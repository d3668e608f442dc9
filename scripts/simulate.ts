/**
 * `npm run simulate` (issue 18): a POS simulator driving the real API like N terminals in M venues.
 * Each terminal gets its own API key, reads the catalogue with it, and sells realistic baskets by
 * daypart (service types, card and cash, tips); every sale is sent twice at once, as a terminal
 * retrying after a timeout would, with the same idempotency key; one terminal per venue is
 * "offline" and syncs its sales at the end with their original instants; the back office refunds
 * a few sales. The run checks that no sale was counted twice.
 *
 *   npm start                       # in another shell
 *   npm run simulate -- --url http://127.0.0.1:3000 --terminals 2 --venues 2 --orders 20
 *   npm run simulate -- --service dinner --minutes 5   # tables fill and empty (scripts/simulateDinner.ts)
 */
import { parseArgs } from 'node:util';
import { menuPricer } from './menuPrices.ts';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.SIMULATE_URL ?? 'http://127.0.0.1:3000' },
    email: { type: 'string', default: 'demo@ordna.se' },
    password: { type: 'string', default: 'Demo!2026' },
    terminals: { type: 'string', default: '2' },
    venues: { type: 'string', default: '2' },
    orders: { type: 'string', default: '20' },
    service: { type: 'string' },
    minutes: { type: 'string', default: '5' },
    speed: { type: 'string', default: '1' },
  },
});
const base = values.url ?? '';
const perTerminal = Number(values.orders);

async function gql<T>(
  query: string,
  variables: Record<string, unknown>,
  authorization: string | null,
): Promise<T> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as {
    data?: T;
    errors?: { message: string; extensions?: { code?: string } }[];
  };
  if (body.errors?.length) throw new Error(`${body.errors[0]?.extensions?.code}: ${body.errors[0]?.message}`);
  return body.data as T;
}

const login = await gql<{ login: { token: string | null } }>(
  'mutation ($u: String!, $p: String!) { login(username: $u, password: $p, backoffice: true) { token } }',
  { u: values.email, p: values.password },
  null,
);
const token = `Bearer ${login.login.token}`;
const { venues } = await gql<{ venues: { id: string; name: string }[] }>('{ venues { id name } }', {}, token);
const chosen = venues.slice(0, Number(values.venues));

if (values.service === 'dinner') {
  const { runDinner } = await import('./simulateDinner.ts');
  await runDinner({
    gql,
    token,
    venues: chosen,
    minutes: Number(values.minutes),
    speed: Number(values.speed),
  });
  process.exit(0);
}

const TAKE_AWAY = new Set(['TAKE_AWAY', 'DELIVERY', 'LOCAL_DELIVERY', 'SHIPPED']);
const SERVICE = ['EAT_HERE', 'EAT_HERE', 'TABLE_SERVICE', 'TAKE_AWAY'];
const DAYPART_BASKET = (hour: number) => (hour < 11 ? 2 : hour < 15 ? 3 : hour < 18 ? 2 : 4);
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

interface Item {
  id: string;
  title: string;
  defaultPrice: number;
  vatRate: number;
  takeAwayVatRate: number | null;
  manualPrice: boolean;
}

let sent = 0;
let replayed = 0;
const created = new Set<string>();
const latencies: number[] = [];

async function sell(key: string, items: Item[], createdAt: Date, pricer: ReturnType<typeof menuPricer>) {
  const serviceType = pick(SERVICE);
  const prices = await pricer(serviceType, createdAt);
  const lines = Array.from(
    { length: 1 + Math.floor(Math.random() * DAYPART_BASKET(createdAt.getHours())) },
    () => {
      const item = pick(items.filter((candidate) => !candidate.manualPrice));
      const quantity = Math.random() < 0.8 ? 1 : 2;
      const vatRate =
        TAKE_AWAY.has(serviceType) && item.takeAwayVatRate != null ? item.takeAwayVatRate : item.vatRate;
      const unitPrice = prices.get(item.id) ?? item.defaultPrice;
      return {
        itemId: item.id,
        title: item.title,
        quantity,
        unitPrice,
        vatRate,
        total: quantity * unitPrice,
      };
    },
  );
  const total = lines.reduce((sum, line) => sum + line.total, 0);
  const card = Math.random() < 0.8;
  const input = {
    idempotencyKey: `sim-${crypto.randomUUID()}`,
    serviceType,
    createdAt: createdAt.toISOString(),
    guestCount: 1 + Math.floor(Math.random() * 4),
    lines,
    payments: [
      {
        method: card ? 'CARD' : 'CASH',
        amount: total,
        tip: card && Math.random() < 0.3 ? Math.round(total * 0.05) : 0,
        acquirerReference: card ? `sim-${Math.random().toString(36).slice(2, 10)}` : null,
      },
    ],
    total,
  };
  const query =
    'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { replayed order { id } } }';
  const started = performance.now();
  // The terminal times out and retries: both attempts reach the API.
  const answers = await Promise.all(
    [1, 2].map(() =>
      gql<{ createOrder: { replayed: boolean; order: { id: string } } }>(query, { input }, `ApiKey ${key}`),
    ),
  );
  latencies.push(performance.now() - started);
  sent += 2;
  for (const answer of answers) {
    if (answer.createOrder.replayed) replayed += 1;
    created.add(answer.createOrder.order.id);
  }
  if (answers[0]?.createOrder.order.id !== answers[1]?.createOrder.order.id)
    throw new Error('a retry made a second order');
  return answers[0]?.createOrder.order.id ?? '';
}

const started = performance.now();
const terminals = chosen.flatMap((venue) =>
  Array.from({ length: Number(values.terminals) }, (_, index) => ({ venue, index, offline: index === 0 })),
);
const sales: string[] = [];
await Promise.all(
  terminals.map(async (terminal) => {
    const made = await gql<{ createApiKey: { key: string } }>(
      'mutation ($n: String!, $v: ID!) { createApiKey(name: $n, venueId: $v, scopes: ["READ_CATALOGUE", "WRITE_ORDERS"]) { key } }',
      { n: `Simulator ${terminal.venue.name} ${terminal.index + 1}`, v: terminal.venue.id },
      token,
    );
    const key = made.createApiKey.key;
    const { items } = await gql<{ items: { results: Item[] } }>(
      '{ items { results { id title defaultPrice vatRate takeAwayVatRate manualPrice } } }',
      {},
      `ApiKey ${key}`,
    );
    const pricer = menuPricer(gql, `ApiKey ${key}`, terminal.venue.id);
    // The offline terminal sold over the last hour and syncs now, keeping the sales' instants.
    for (let n = 0; n < perTerminal; n++) {
      const at = terminal.offline ? new Date(Date.now() - (perTerminal - n) * 60_000) : new Date();
      sales.push(await sell(key, items.results, at, pricer));
    }
  }),
);
for (const orderId of sales.filter(() => Math.random() < 0.05)) {
  await gql(
    'mutation ($id: ID!) { refundOrder(orderId: $id, reason: "Simulator refund") { id } }',
    { id: orderId },
    token,
  );
}
const seconds = (performance.now() - started) / 1000;
latencies.sort((a, b) => a - b);
console.log(
  JSON.stringify(
    {
      terminals: terminals.length,
      venues: chosen.length,
      sales: sales.length,
      requests: sent,
      replayedAnswers: replayed,
      distinctOrders: created.size,
      doubleCounted: created.size - sales.length,
      ordersPerSecond: Math.round(sales.length / seconds),
      p95ms: Math.round(latencies[Math.floor(latencies.length * 0.95)] ?? 0),
    },
    null,
    2,
  ),
);
if (created.size !== sales.length) process.exit(1);
