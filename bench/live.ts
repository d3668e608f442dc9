// `npm run bench:live` (issue 19): live kitchen-display delivery. BENCH_SUBSCRIBERS screens (default
// 200) subscribe to kdsEvents, split over two server instances on one database (PostgreSQL
// LISTEN/NOTIFY, or Redis with REDIS_URL), while orders arrive at BENCH_RATE per second (default 20)
// for BENCH_SECONDS (default 10) through the POS order API of the first instance. Prints the delivery
// latency p50/p95 from the order write (the createOrder request) to each subscriber, the share
// delivered, and the heap per subscriber (server and client side together, one process). Budget:
// p95 ≤ 250 ms. Asserts nothing. Also printed, to tell delivery from queueing: the write's own time,
// the rate the writes actually reached, the fan-out (first to last screen of one order), the event
// loop's delay while orders arrive (everything here shares one Node thread), and the load average. BENCH_DATABASE_URL or DATABASE_URL (a scratch database, dropped
// afterwards), else PGlite (both instances on the one embedded database).
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { openDatabase } from '../server/platform/db/client.ts';
import { items, stations } from '../server/platform/db/schema/index.ts';
import { scratchPostgres } from '../server/platform/devtools/scratchPostgres.ts';
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

  // When the first instance's bus hands each order's event to its listeners (a microtask after the
  // publish): "event → screen" below is the bus and subscription path alone, without the write.
  const published = new Map<string, number>();
  const unlisten = primary.events.subscribe(`orderChanged:${fixture.company.id}`, (payload) => {
    if (typeof payload.orderId === 'string' && !published.has(payload.orderId))
      published.set(payload.orderId, performance.now());
  });
  const sent = new Map<string, number>();
  const answered = new Map<string, number>();
  const writeTimes: number[] = [];
  const total = RATE * SECONDS;
  const loadBefore = loadavg();
  const lag = monitorEventLoopDelay({ resolution: 10 });
  lag.enable();
  let lastAnswer = 0;
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
        const done = performance.now();
        writeTimes.push(done - at);
        lastAnswer = Math.max(lastAnswer, done);
        if (id) {
          sent.set(id, at);
          answered.set(id, done);
        }
      })(),
    );
  }
  await Promise.all(writes);
  lag.disable();
  const loadAfter = loadavg();
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  stop = true;
  await Promise.all(readers);

  unlisten();
  const latencies: number[] = [];
  const afterEvent: number[] = [];
  const afterAnswer: number[] = [];
  const fanOut: number[] = [];
  for (const [id, at] of sent) {
    const times = arrivals.get(id) ?? [];
    for (const arrival of times) {
      latencies.push(arrival - at);
      const event = published.get(id);
      if (event !== undefined) afterEvent.push(arrival - event);
      afterAnswer.push(arrival - (answered.get(id) ?? at));
    }
    if (times.length) fanOut.push(Math.max(...times) - Math.min(...times));
  }
  const achieved = sent.size / ((lastAnswer - started) / 1000);
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
  console.log(
    `  event → screen   p50 ${percentile(afterEvent, 0.5)} ms, p95 ${percentile(afterEvent, 0.95)} ms (the bus's delivery of the published event to each screen's message)`,
  );
  console.log(
    `  after the answer p50 ${percentile(afterAnswer, 0.5)} ms, p95 ${percentile(afterAnswer, 0.95)} ms (screen arrival − createOrder's answer; < 0: before it)`,
  );
  console.log(
    `  fan-out          p50 ${percentile(fanOut, 0.5)} ms, p95 ${percentile(fanOut, 0.95)} ms (first to last of ${SUBSCRIBERS} screens, one order)`,
  );
  console.log(
    `  writes reached   ${achieved.toFixed(1)} orders/s of ${RATE} offered${achieved < RATE * 0.95 ? ' — overloaded: the latency above is mostly the write queue' : ''}`,
  );
  console.log(
    `  event-loop delay p50 ${(lag.percentile(50) / 1e6).toFixed(1)} ms, p99 ${(lag.percentile(99) / 1e6).toFixed(1)} ms, max ${(lag.max / 1e6).toFixed(1)} ms (one thread: 2 servers, ${SUBSCRIBERS} clients${scratch ? '' : ', PGlite'})`,
  );
  console.log(
    `  load average     ${loadBefore.map((n) => n.toFixed(2)).join(' ')} before, ${loadAfter.map((n) => n.toFixed(2)).join(' ')} after (${availableParallelism()} cores)`,
  );
  console.log(`  heap/subscriber  ${(perSubscriber / 1024).toFixed(1)} KiB (server + client, one process)`);
  await Promise.all(screens.map((screen) => screen.close()));
} finally {
  for (const instance of instances) await instance.close();
  await first.close();
  if (second !== first) await second.close();
  await scratch?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
}
