import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKinds } from '../../test/db.ts';
import type { Database } from '../db/client.ts';
import { wsSeats } from '../db/schema/index.ts';
import { socketSeats } from './socketSeats.ts';

describe.each(testDatabaseKinds())('socket seats on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
  }, 60_000);
  afterAll(() => database?.close());

  it('two instances taking at once never hold more than the cap', async () => {
    const first = socketSeats(database.db);
    const second = socketSeats(database.db);
    const taken = await Promise.all(
      Array.from({ length: 16 }, (_, i) => (i % 2 ? first : second).take('user:race', 10)),
    );
    expect(taken.filter(Boolean)).toHaveLength(10);
    // A seat given back is free again, on either instance.
    await first.release(taken.find(Boolean) as string);
    expect(await second.take('user:race', 10)).not.toBeNull();
    expect(await first.take('user:race', 10)).toBeNull();
    // Another identity has its own count.
    expect(await first.take('key:other', 10)).not.toBeNull();
    await Promise.all([first.close(), second.close()]);
    expect(await database.db.select().from(wsSeats)).toHaveLength(0);
  });

  it('the seats of an instance that died unseen stop counting once stale', async () => {
    const dead = socketSeats(database.db, { heartbeatMs: 60_000, staleMs: 200, forgetMs: 60_000 });
    expect(await dead.take('user:stale', 1)).not.toBeNull();
    expect(await dead.take('user:stale', 1)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const alive = socketSeats(database.db, { heartbeatMs: 60_000, staleMs: 200, forgetMs: 60_000 });
    expect(await alive.take('user:stale', 1)).not.toBeNull();
    await Promise.all([dead.close(), alive.close()]);
  });

  it('a heartbeat keeps an instance’s seats counted', async () => {
    const timing = { heartbeatMs: 50, staleMs: 200, forgetMs: 60_000 };
    const living = socketSeats(database.db, timing);
    expect(await living.take('user:beat', 1)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(await socketSeats(database.db, timing).take('user:beat', 1)).toBeNull();
    await living.close();
  });
});
