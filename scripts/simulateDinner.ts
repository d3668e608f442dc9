/**
 * `npm run simulate -- --service dinner` (issue 19 item 6): a dinner service at the demo's tables.
 * Waiters seat guests at free tables (codes 1–20 of the demo plans), send courses (orders ACCEPTED,
 * TABLE_SERVICE, with the table and staff), print the bill (FINALIZING) and take payment
 * (COMPLETED), so table monitoring moves by itself. Runs for `--minutes` (default 5), pace by
 * `--speed` (1 = a real evening compressed into minutes). Each party's basket is built as the lunch
 * simulator's (`buildBasket`: the venue's menu prices and the offers in force at the instant, priced
 * by `priceBasket`), so the evening's combos and happy hour reach the API and its offer check.
 */
import type { PricingOffer } from '../src/domain/pricing/index.ts';
import { menuPricer } from './menuPrices.ts';
import {
  type BasketOptions,
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

type Gql = <T>(query: string, variables: Record<string, unknown>, authorization: string | null) => Promise<T>;

const STAFF = ['Ada', 'Björn', 'Carmen', 'Deniz'];
const CREATE = 'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { order { id total } } }';
const STATUS =
  'mutation ($k: String!, $id: ID!, $s: String!, $p: [OrderPaymentInput!]) { updateOrderStatus(idempotencyKey: $k, orderId: $id, status: $s, payments: $p) { order { id } } }';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface DinnerOptions {
  gql: Gql;
  token: string;
  venues: { id: string; name: string; timezone: string }[];
  /** The company's offers as the back office reads them (`offers`); a key reads only the bundle offers. */
  offers: readonly OfferJson[];
  /** The company's staff (`STAFF_QUERY`); read with the token when not given. */
  staff?: readonly SimStaff[];
  minutes: number;
  speed: number;
  random?: () => number;
  /** Chances passed to `buildBasket` (its defaults otherwise). */
  chances?: Pick<BasketOptions, 'offerChance' | 'pickChance'>;
}

export async function runDinner(options: DinnerOptions) {
  const { gql, token } = options;
  const random = options.random ?? Math.random;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  let seated = 0;
  let paid = 0;
  let withOffers = 0;
  const staff =
    options.staff ??
    (await gql<{ staffMembers: { results: SimStaff[] } }>(STAFF_QUERY, {}, token)).staffMembers.results;
  await Promise.all(
    options.venues.map(async (venue) => {
      const made = await gql<{ createApiKey: { key: string } }>(
        'mutation ($n: String!, $v: ID!) { createApiKey(name: $n, venueId: $v, scopes: ["READ_CATALOGUE", "WRITE_ORDERS"]) { key } }',
        { n: `Dinner ${venue.name}`, v: venue.id },
        token,
      );
      const key = `ApiKey ${made.createApiKey.key}`;
      const { items, bundleOffers } = await gql<{ items: { results: SimItem[] }; bundleOffers: OfferJson[] }>(
        `{ items { results { ${SIM_ITEM_FIELDS} } } bundleOffers { ${OFFER_FIELDS} } }`,
        {},
        key,
      );
      const till: Till = {
        gql,
        key,
        venue,
        items: items.results,
        offers: tillOffers([...bundleOffers, ...options.offers]),
        offerRows: [...bundleOffers, ...options.offers],
        staff,
        pricer: menuPricer(gql, key, venue.id),
        random,
        chances: options.chances ?? {},
      };
      // The service lasts `minutes` from when the venue's till is ready.
      const until = Date.now() + options.minutes * 60_000;
      const free = new Set(Array.from({ length: 20 }, (_, i) => String(i + 1)));
      const tables: Promise<void>[] = [];
      // One party after another while the service lasts; each party lives its own evening.
      while (Date.now() < until) {
        const code = pick([...free]);
        if (code) {
          free.delete(code);
          seated++;
          tables.push(
            party(till, code, options.speed).then((sale) => {
              paid++;
              if (sale.discount > 0) withOffers++;
              free.add(code);
            }),
          );
        }
        await sleep((3000 + random() * 4000) / options.speed);
      }
      await Promise.all(tables);
    }),
  );
  const summary = { service: 'dinner', venues: options.venues.length, seated, paid, withOffers };
  console.log(JSON.stringify(summary, null, 2));
  return summary;
}

interface Till {
  gql: Gql;
  key: string;
  venue: { id: string; timezone: string };
  items: SimItem[];
  offers: PricingOffer[];
  /** The offers as read (their permissions decide who may sell a basket). */
  offerRows: readonly OfferJson[];
  staff: readonly SimStaff[];
  pricer: ReturnType<typeof menuPricer>;
  random: () => number;
  chances: Pick<BasketOptions, 'offerChance' | 'pickChance'>;
}

async function party(till: Till, table: string, speed: number) {
  const { gql, key, random } = till;
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const guests = 1 + Math.floor(random() * 6);
  const at = new Date();
  const basket = buildBasket({
    items: till.items,
    prices: await till.pricer('TABLE_SERVICE', at),
    offers: till.offers,
    venue: till.venue,
    at,
    serviceType: 'TABLE_SERVICE',
    size: guests,
    random,
    ...till.chances,
  });
  // The waiter: one at the venue who may give the basket's discounts (any name when there is nobody).
  const seller = sellerFor(till.staff, till.venue.id, basket.lines, till.offerRows, random);
  const staffName = seller?.name ?? pick(STAFF);
  const { createOrder } = await gql<{ createOrder: { order: { id: string; total: number } } }>(
    CREATE,
    {
      input: {
        idempotencyKey: `dinner-${crypto.randomUUID()}`,
        venueId: till.venue.id,
        status: 'ACCEPTED',
        serviceType: 'TABLE_SERVICE',
        table,
        staffName,
        ...(seller ? { staffId: seller.id } : {}),
        guestCount: guests,
        createdAt: at.toISOString(),
        lines: basket.lines,
        total: basket.total,
      },
    },
    key,
  );
  const id = createOrder.order.id;
  await sleep((20_000 + random() * 30_000) / speed);
  await gql(STATUS, { k: `dinner-bill-${id}`, id, s: 'FINALIZING' }, key);
  await sleep((5_000 + random() * 10_000) / speed);
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
  return { orderId: id, discount: basket.discount };
}
