/**
 * `npm run simulate -- --service dinner` (issue 19 item 6): a dinner service at the demo's tables.
 * Waiters seat guests at free tables (codes 1–20 of the demo plans), send courses (orders ACCEPTED,
 * TABLE_SERVICE, with the table and staff), print the bill (FINALIZING) and take payment
 * (COMPLETED), so table monitoring moves by itself. Runs for `--minutes` (default 5), pace by
 * `--speed` (1 = a real evening compressed into minutes).
 */
import { menuPricer } from './menuPrices.ts';

interface Item {
  id: string;
  title: string;
  defaultPrice: number;
  vatRate: number;
  manualPrice: boolean;
}

type Gql = <T>(query: string, variables: Record<string, unknown>, authorization: string | null) => Promise<T>;

const STAFF = ['Ada', 'Björn', 'Carmen', 'Deniz'];
const CREATE = 'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { order { id total } } }';
const STATUS =
  'mutation ($k: String!, $id: ID!, $s: String!, $p: [OrderPaymentInput!]) { updateOrderStatus(idempotencyKey: $k, orderId: $id, status: $s, payments: $p) { order { id } } }';

const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)] as T;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function runDinner(options: {
  gql: Gql;
  token: string;
  venues: { id: string; name: string }[];
  minutes: number;
  speed: number;
}) {
  const { gql, token } = options;
  const until = Date.now() + options.minutes * 60_000;
  let seated = 0;
  let paid = 0;
  await Promise.all(
    options.venues.map(async (venue) => {
      const made = await gql<{ createApiKey: { key: string } }>(
        'mutation ($n: String!, $v: ID!) { createApiKey(name: $n, venueId: $v, scopes: ["READ_CATALOGUE", "WRITE_ORDERS"]) { key } }',
        { n: `Dinner ${venue.name}`, v: venue.id },
        token,
      );
      const key = `ApiKey ${made.createApiKey.key}`;
      const { items } = await gql<{ items: { results: Item[] } }>(
        '{ items { results { id title defaultPrice vatRate manualPrice } } }',
        {},
        key,
      );
      const menu = items.results.filter((item) => !item.manualPrice);
      const free = new Set(Array.from({ length: 20 }, (_, i) => String(i + 1)));
      const tables: Promise<void>[] = [];
      // One party after another while the service lasts; each party lives its own evening.
      while (Date.now() < until) {
        const code = pick([...free]);
        if (code) {
          free.delete(code);
          seated++;
          tables.push(
            party(gql, key, venue.id, code, menu, options.speed).then((done) => {
              if (done) paid++;
              free.add(code);
            }),
          );
        }
        await sleep((3000 + Math.random() * 4000) / options.speed);
      }
      await Promise.all(tables);
    }),
  );
  console.log(JSON.stringify({ service: 'dinner', venues: options.venues.length, seated, paid }, null, 2));
}

async function party(gql: Gql, key: string, venueId: string, table: string, menu: Item[], speed: number) {
  const guests = 1 + Math.floor(Math.random() * 6);
  const staffName = pick(STAFF);
  const prices = await menuPricer(gql, key, venueId)('TABLE_SERVICE', new Date());
  const lines = Array.from({ length: guests }, () => {
    const item = pick(menu);
    const unitPrice = prices.get(item.id) ?? item.defaultPrice;
    return {
      itemId: item.id,
      title: item.title,
      quantity: 1,
      unitPrice,
      vatRate: item.vatRate,
      total: unitPrice,
    };
  });
  const total = lines.reduce((sum, line) => sum + line.total, 0);
  const { createOrder } = await gql<{ createOrder: { order: { id: string; total: number } } }>(
    CREATE,
    {
      input: {
        idempotencyKey: `dinner-${crypto.randomUUID()}`,
        venueId,
        status: 'ACCEPTED',
        serviceType: 'TABLE_SERVICE',
        table,
        staffName,
        guestCount: guests,
        lines,
        total,
      },
    },
    key,
  );
  const id = createOrder.order.id;
  await sleep((20_000 + Math.random() * 30_000) / speed);
  await gql(STATUS, { k: `dinner-bill-${id}`, id, s: 'FINALIZING' }, key);
  await sleep((5_000 + Math.random() * 10_000) / speed);
  await gql(
    STATUS,
    {
      k: `dinner-pay-${id}`,
      id,
      s: 'COMPLETED',
      p: [{ method: pick(['CARD', 'CARD', 'CASH']), amount: createOrder.order.total }],
    },
    key,
  );
  return true;
}
