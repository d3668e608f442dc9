/**
 * `npm run simulate` (issue 18): a POS simulator driving the real API like N terminals in M venues.
 * Each terminal gets its own API key, reads the catalogue and its bundle offers with it, and sells
 * realistic baskets by daypart (service types, card and cash, tips), many built around an offer in
 * force (scripts/simulateBasket.ts: the lunch combo, happy hour's 2 for 1, now and then the staff
 * discount), priced by the pricing engine at the venue's menu prices of the sale's instant; every sale is sent twice at once, as a terminal
 * retrying after a timeout would, with the same idempotency key; one terminal per venue is
 * "offline" and syncs its sales at the end with their original instants; the back office refunds
 * a few sales. The run checks that no sale was counted twice.
 *
 *   npm start                       # in another shell
 *   npm run simulate -- --url http://127.0.0.1:3000 --terminals 2 --venues 2 --orders 20
 *   npm run simulate -- --service dinner --minutes 5   # tables fill and empty (scripts/simulateDinner.ts)
 */
import { parseArgs } from 'node:util';
import type { ServiceType } from '../src/domain/orders.ts';
import type { PricingOffer } from '../src/domain/pricing/index.ts';
import { menuPricer } from './menuPrices.ts';
import {
  buildBasket,
  OFFER_FIELDS,
  type OfferJson,
  SIM_ITEM_FIELDS,
  type SimItem,
  type SimStaff,
  STAFF_QUERY,
  sellerFor,
  tillOffers,
} from './simulateBasket.ts';

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
const { venues } = await gql<{ venues: { id: string; name: string; timezone: string }[] }>(
  '{ venues { id name timezone } }',
  {},
  token,
);
const chosen = venues.slice(0, Number(values.venues));

// The company's other automatic offers and presets (happy hour, staff discount), read once by the
// back office: a terminal's key reads only the bundle offers (GetBundleOffers).
const { offers: companyOffers } = await gql<{ offers: OfferJson[] }>(
  `{ offers { ${OFFER_FIELDS} } }`,
  {},
  token,
);

// Who works where and may give which discounts: the seller of each sale (staffId) is one of them.
const { staffMembers } = await gql<{ staffMembers: { results: SimStaff[] } }>(STAFF_QUERY, {}, token);
const staff = staffMembers.results;

if (values.service === 'dinner') {
  const { runDinner } = await import('./simulateDinner.ts');
  await runDinner({
    gql,
    token,
    venues: chosen,
    offers: companyOffers,
    staff,
    minutes: Number(values.minutes),
    speed: Number(values.speed),
  });
  process.exit(0);
}

const SERVICE: ServiceType[] = ['EAT_HERE', 'EAT_HERE', 'TABLE_SERVICE', 'TAKE_AWAY'];
const DAYPART_BASKET = (hour: number) => (hour < 11 ? 2 : hour < 15 ? 3 : hour < 18 ? 2 : 4);
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;

let sent = 0;
let replayed = 0;
let withOffers = 0;
let offerDiscount = 0;
const offerNames = new Map<string, number>();
const created = new Set<string>();
const latencies: number[] = [];

async function sell(
  key: string,
  venue: { id: string; timezone: string },
  items: SimItem[],
  offers: PricingOffer[],
  createdAt: Date,
  pricer: ReturnType<typeof menuPricer>,
) {
  const serviceType = pick(SERVICE);
  const prices = await pricer(serviceType, createdAt);
  const basket = buildBasket({
    items,
    prices,
    offers,
    venue,
    at: createdAt,
    serviceType,
    size: DAYPART_BASKET(createdAt.getHours()),
    random: Math.random,
  });
  const lines = basket.lines;
  const total = basket.total;
  if (basket.discount > 0) {
    withOffers += 1;
    offerDiscount += basket.discount;
    for (const name of new Set(lines.flatMap((line) => line.offers.map((offer) => offer.name))))
      offerNames.set(name, (offerNames.get(name) ?? 0) + 1);
  }
  const card = Math.random() < 0.8;
  const seller = sellerFor(staff, venue.id, lines, offerRows, Math.random);
  const input = {
    idempotencyKey: `sim-${crypto.randomUUID()}`,
    ...(seller ? { staffId: seller.id } : {}),
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

const offerRows: OfferJson[] = [...companyOffers];
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
    const { items, bundleOffers } = await gql<{ items: { results: SimItem[] }; bundleOffers: OfferJson[] }>(
      `{ items { results { ${SIM_ITEM_FIELDS} } } bundleOffers { ${OFFER_FIELDS} } }`,
      {},
      `ApiKey ${key}`,
    );
    const offers = tillOffers([...bundleOffers, ...companyOffers]);
    offerRows.push(...bundleOffers);
    const pricer = menuPricer(gql, `ApiKey ${key}`, terminal.venue.id);
    // The offline terminal sold over the last hour and syncs now, keeping the sales' instants.
    for (let n = 0; n < perTerminal; n++) {
      const at = terminal.offline ? new Date(Date.now() - (perTerminal - n) * 60_000) : new Date();
      sales.push(await sell(key, terminal.venue, items.results, offers, at, pricer));
    }
  }),
);
for (const orderId of sales.filter(() => Math.random() < 0.05)) {
  await gql(
    'mutation ($key: String!, $id: ID!) { refundOrder(idempotencyKey: $key, orderId: $id, reason: "Simulator refund") { id } }',
    { key: `simulate-refund-${orderId}`, id: orderId },
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
      salesWithOffers: withOffers,
      offerDiscount,
      offersApplied: Object.fromEntries(offerNames),
      ordersPerSecond: Math.round(sales.length / seconds),
      p95ms: Math.round(latencies[Math.floor(latencies.length * 0.95)] ?? 0),
    },
    null,
    2,
  ),
);
if (created.size !== sales.length) process.exit(1);
