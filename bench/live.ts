// `npm run bench:live` (issue 19): live kitchen-display delivery. BENCH_SUBSCRIBERS screens (default
// 200) subscribe to kdsEvents, split over two server instances on one database (PostgreSQL
// LISTEN/NOTIFY, or Redis with REDIS_URL), while orders arrive at BENCH_RATE per second (default 20)
// for BENCH_SECONDS (default 10) through the POS order API of the first instance. Prints the delivery
// latency p50/p95 from the order write (the createOrder request) to each subscriber, the share
// delivered, and the heap per subscriber (server and client side together, one process). Budget:
// p95 ≤ 250 ms. Asserts nothing. BENCH_DATABASE_URL or DATABASE_URL (a scratch database, dropped
// afterwards), else PGlite (both instances on the one embedded database).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../server/db/client.ts';
import { items, stations } from '../server/db/schema/index.ts';
import { scratchPostgres } from '../server/devtools/scratchPostgres.ts';
import { createCompany, FIXTURE_PASSWORD } from '../server/test/fixtures.ts';
import { startInstance } from '../server/test/instance.ts';

const adminUrl = process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || '';
const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 200);
const RATE = Number(process.env.BENCH_RATE ?? 20);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const redisUrl = process.env.REDIS_URL || null;

const scratch = adminUrl ? await scratchPostgres(adminUrl, 'ordna_bench_live') : null;
const dir = scratch ? null : mkdtempSync(join(tmpdir(), 'ordna-bench-live-'));
const first = await openDatabase(scratch?.url ?? join(dir ?? '', 'db'));
const second = scratch ? await openDatabase(scratch.url) : first;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round((sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0) * 10) / 10;
};
const heap = () => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
};

const instances = [await startInstance(first, redisUrl), await startInstance(second, redisUrl)];
try {
  const fixture = await createCompany(first.db, { name: 'Bench', email: 'bench@live.test' });
  const [station] = await first.db
    .insert(stations)
    .values({ companyId: fixture.company.id, name: 'Grill', kind: 'SCREEN', venueId: fixture.venue.id })
    .returning();
  const [item] = await first.db
    .insert(items)
    .values({
      companyId: fixture.company.id,
      title: 'Burger',
      defaultPrice: 15000,
      vatRate: 12,
      stationId: station?.id,
    })
    .returning();
  const [primary] = instances;
  if (!station || !item || !primary) throw new Error('bench setup');
  const login = await primary.request<{ login: { token: string } }>(
    'mutation ($u: String!, $p: String!) { login(username: $u, password: $p, backoffice: true) { token } }',
    { u: 'bench@live.test', p: FIXTURE_PASSWORD },
  );
  const token = login.data?.login.token ?? '';
  const query = `subscription { kdsEvents(stationId: "${station.id}", venueId: "${fixture.venue.id}") { orderId } }`;

  const before = heap();
  const arrivals = new Map<string, number[]>();
  const screens = await Promise.all(
    Array.from({ length: SUBSCRIBERS }, async (_, index) => {
      const screen = (instances[index % 2] ?? primary).subscribe(query, token);
      await screen.ready();
      return screen;
    }),
  );
  const perSubscriber = (heap() - before) / SUBSCRIBERS;
  let stop = false;
  const readers = screens.map(async (screen) => {
    while (!stop) {
      const event = (await screen.next(2_000).catch(() => null)) as {
        data?: { kdsEvents?: { orderId?: string } };
      } | null;
      const orderId = event?.data?.kdsEvents?.orderId;
      if (!orderId) continue;
      const list = arrivals.get(orderId) ?? [];
      list.push(performance.now());
      arrivals.set(orderId, list);
    }
  });

  const sent = new Map<string, number>();
  const writeTimes: number[] = [];
  const total = RATE * SECONDS;
  const started = performance.now();
  const writes: Promise<void>[] = [];
  for (let n = 0; n < total; n++) {
    const due = started + (n * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    writes.push(
      (async () => {
        const at = performance.now();
        const result = await primary.request<{ createOrder: { order: { id: string } } }>(
          'mutation ($input: CreateOrderInput!) { createOrder(input: $input) { order { id } } }',
          {
            input: {
              idempotencyKey: `bench-live-${n}`,
              venueId: fixture.venue.id,
              status: 'ACCEPTED',
              serviceType: 'TABLE_SERVICE',
              lines: [
                {
                  itemId: item.id,
                  title: 'Burger',
                  quantity: 1,
                  unitPrice: 15000,
                  vatRate: 12,
                  total: 15000,
                },
              ],
              total: 15000,
            },
          },
          { token },
        );
        const id = result.data?.createOrder.order.id;
        writeTimes.push(performance.now() - at);
        if (id) sent.set(id, at);
      })(),
    );
  }
  await Promise.all(writes);
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  stop = true;
  await Promise.all(readers);

  const latencies: number[] = [];
  for (const [id, at] of sent) for (const arrival of arrivals.get(id) ?? []) latencies.push(arrival - at);
  const expected = sent.size * SUBSCRIBERS;
  console.log(
    `bench:live on ${scratch ? 'PostgreSQL' : 'PGlite'}${redisUrl ? ' + Redis' : ''}: ${SUBSCRIBERS} subscribers on 2 instances, ${sent.size} orders at ${RATE}/s`,
  );
  console.log(
    `  delivered        ${latencies.length} / ${expected} (${((100 * latencies.length) / Math.max(1, expected)).toFixed(1)} %)`,
  );
  console.log(`  latency p50      ${percentile(latencies, 0.5)} ms`);
  console.log(`  latency p95      ${percentile(latencies, 0.95)} ms   (budget ≤ 250 ms)`);
  console.log(
    `  createOrder p50  ${percentile(writeTimes, 0.5)} ms, p95 ${percentile(writeTimes, 0.95)} ms (the write itself, included above)`,
  );
  console.log(`  latency max      ${percentile(latencies, 1)} ms`);
  console.log(`  heap/subscriber  ${(perSubscriber / 1024).toFixed(1)} KiB (server + client, one process)`);
  await Promise.all(screens.map((screen) => screen.close()));
} finally {
  for (const instance of instances) await instance.close();
  await first.close();
  if (second !== first) await second.close();
  await scratch?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
