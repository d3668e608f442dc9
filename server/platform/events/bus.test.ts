import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, scratchTestPostgres } from '../../test/db.ts';
import { testRedisUrl } from '../../test/redis.ts';
import type { Database } from '../db/client.ts';
import { openDatabase } from '../db/client.ts';
import { decodeMessage, type EventBus, type EventPayload, encodeMessage } from './bus.ts';
import { openEventBus } from './open.ts';

/** The next payload a bus delivers on `topic`. */
function nextOn(bus: EventBus, topic: string, timeoutMs = 5000): Promise<EventPayload> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      unsubscribe();
      reject(new Error(`nothing on ${topic}`));
    }, timeoutMs);
    const unsubscribe = bus.subscribe(topic, (payload) => {
      clearTimeout(timer);
      unsubscribe();
      resolve(payload);
    });
  });
}

describe('messages', () => {
  it('round-trip and refuse what is not one', () => {
    expect(decodeMessage(encodeMessage('a:1', { id: 'x', n: 2 }))).toEqual({
      t: 'a:1',
      p: { id: 'x', n: 2 },
    });
    expect(decodeMessage('not json')).toBeNull();
    expect(decodeMessage('{"t": 1, "p": {}}')).toBeNull();
    expect(decodeMessage('null')).toBeNull();
  });

  it('refuses rows: a payload over the NOTIFY limit', () => {
    expect(() => encodeMessage('big', { rows: 'x'.repeat(8000) })).toThrow(/ids, not rows/);
  });
});

describe('PGlite: LISTEN/NOTIFY in process', () => {
  let database: Database;
  let bus: EventBus;
  beforeAll(async () => {
    database = await openTestDatabase('pglite');
    bus = await openEventBus(database, null);
  });
  afterAll(async () => {
    await bus.close();
    await database.close();
  });

  it('delivers what it publishes, to that topic only', async () => {
    const other = nextOn(bus, 'other', 800);
    const received = nextOn(bus, 'orders:company-1');
    await bus.publish('orders:company-1', { orderId: 'o-1' });
    expect(await received).toEqual({ orderId: 'o-1' });
    await expect(other).rejects.toThrow();
  });

  it('two instances on the one PGlite hear each other once, and the database its own triggers', async () => {
    const second = await openEventBus(database, null);
    try {
      const heard: unknown[] = [];
      const off = second.subscribe('kitchen:venue-1', (payload) => heard.push(payload));
      const onFirst = nextOn(bus, 'kitchen:venue-1');
      await bus.publish('kitchen:venue-1', { ticketId: 't-1' });
      expect(await onFirst).toEqual({ ticketId: 't-1' });
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(heard).toEqual([{ ticketId: 't-1' }]);
      off();
      const companyId = '00000000-0000-4000-8000-000000000001';
      const onSecond = nextOn(second, `catalogChanged:${companyId}`);
      await database.db.execute(`select bump_catalog_versions(array['${companyId}'::uuid])`);
      expect(await onSecond).toEqual({ companyId });
    } finally {
      await second.close();
    }
  });
});

/** Two instances: two pools (and event buses) on one scratch database, as two servers would be. */
describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  let scratch: Awaited<ReturnType<typeof scratchTestPostgres>>;
  let first: Database;
  let second: Database;
  const buses: EventBus[] = [];
  let redisUrl: string | null = null;

  beforeAll(async () => {
    scratch = await scratchTestPostgres('ordna_bus');
    first = await openDatabase(scratch.url);
    second = await openDatabase(scratch.url, { migrate: false });
    redisUrl = await testRedisUrl();
  });
  afterAll(async () => {
    await Promise.all(buses.map((bus) => bus.close()));
    await first.close();
    await second.close();
    await scratch.drop();
  });

  async function pair(redis: string | null): Promise<[EventBus, EventBus]> {
    const a = await openEventBus(first, redis);
    const b = await openEventBus(second, redis);
    buses.push(a, b);
    return [a, b];
  }

  it('an event published on one reaches a subscriber on the other over LISTEN/NOTIFY', async () => {
    const [a, b] = await pair(null);
    const onB = nextOn(b, 'kitchen:venue-1');
    const onA = nextOn(a, 'kitchen:venue-1');
    await a.publish('kitchen:venue-1', { ticketId: 't-1' });
    expect(await onB).toEqual({ ticketId: 't-1' });
    expect(await onA).toEqual({ ticketId: 't-1' });
  });

  it('an event published on one reaches a subscriber on the other over Redis', async (context) => {
    if (!redisUrl) context.skip();
    const [a, b] = await pair(redisUrl);
    const topic = `tables:venue-${Math.random()}`;
    const onB = nextOn(b, topic);
    await a.publish(topic, { tableId: 'x' });
    expect(await onB).toEqual({ tableId: 'x' });
  });

  it('with Redis, the database still announces its own changes', async (context) => {
    if (!redisUrl) context.skip();
    const [, b] = await pair(redisUrl);
    const companyId = '00000000-0000-4000-8000-000000000001';
    const onB = nextOn(b, `catalogChanged:${companyId}`);
    await first.db.execute(`select bump_catalog_versions(array['${companyId}'::uuid])`);
    expect(await onB).toEqual({ companyId });
  });

  it('two deployments on one Redis (different REDIS_PREFIX) do not hear each other', async (context) => {
    if (!redisUrl) context.skip();
    const a = await openEventBus(first, redisUrl, 'deployment-a');
    const b = await openEventBus(second, redisUrl, 'deployment-b');
    const c = await openEventBus(second, redisUrl, 'deployment-a');
    buses.push(a, b, c);
    const topic = `orders:venue-${Math.random()}`;
    const heardByB: unknown[] = [];
    b.subscribe(topic, (payload) => heardByB.push(payload));
    const onC = nextOn(c, topic);
    await a.publish(topic, { orderId: 'o-1' });
    // c shares a's prefix, so once c has it, b would have had it too.
    expect(await onC).toEqual({ orderId: 'o-1' });
    expect(heardByB).toEqual([]);
  });
});
