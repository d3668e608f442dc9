import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Database } from '../db/client.ts';
import { log } from '../log.ts';
import { EVENT_CHANNEL, type Transport } from './bus.ts';
import type { Unlisten } from './pgListen.ts';

/** Who listens on each in-process database (PGlite), keyed by its drizzle handle. */
const inProcessListeners = new WeakMap<object, Set<(message: string) => void>>();

/**
 * PostgreSQL LISTEN/NOTIFY: no server beyond the database. On PGlite the database lives in this
 * process, so every listener of it is here too: a published message is handed to them directly
 * instead of through `select pg_notify(…)`, which on PGlite's single connection waited behind every
 * write already queued (bench:live, docs/decisions.md). The database is still listened to, for the
 * notifications its own triggers send (catalogue changes).
 */
export function postgresTransport(database: Database): Transport {
  let unlisten: Unlisten | null = null;
  let own: ((message: string) => void) | null = null;
  const inProcess = database.kind === 'pglite';
  const listeners = () => {
    let set = inProcessListeners.get(database.db);
    if (!set) {
      set = new Set();
      inProcessListeners.set(database.db, set);
    }
    return set;
  };
  return {
    send: async (message) => {
      if (inProcess) {
        for (const listener of listeners()) queueMicrotask(() => listener(message));
        return;
      }
      // Delivered when the statement commits; outside a transaction that is at once.
      if (database.notify) await database.notify(EVENT_CHANNEL, message);
      else await database.db.execute(sql`select pg_notify(${EVENT_CHANNEL}, ${message})`);
    },
    listen: async (onMessage) => {
      if (inProcess) {
        own = onMessage;
        listeners().add(onMessage);
      }
      unlisten = await database.listen(EVENT_CHANNEL, onMessage);
    },
    problem: () =>
      unlisten?.connected && !unlisten.connected() ? 'the LISTEN connection to the database is down' : null,
    close: async () => {
      if (own) listeners().delete(own);
      own = null;
      await unlisten?.();
      unlisten = null;
    },
  };
}

/**
 * Redis PUBLISH/SUBSCRIBE (REDIS_URL): a subscribing connection cannot publish, hence two. The
 * channel is `<prefix>:events` (REDIS_PREFIX), so two deployments on one Redis never hear each other.
 */
export function redisTransport(url: string, prefix: string): Transport {
  const channel = `${prefix}:events`;
  const options = { lazyConnect: true, maxRetriesPerRequest: 3 };
  const publisher = new Redis(url, options);
  const subscriber = new Redis(url, options);
  for (const connection of [publisher, subscriber])
    connection.on('error', (error: Error) => log.warn({ err: error.message }, 'redis connection error'));
  return {
    send: async (message) => {
      if (publisher.status === 'wait') await publisher.connect();
      await publisher.publish(channel, message);
    },
    listen: async (onMessage) => {
      subscriber.on('message', (from: string, message: string) => {
        if (from === channel) onMessage(message);
      });
      await subscriber.connect();
      await subscriber.subscribe(channel);
    },
    // The publisher connects on its first message ('wait' until then); the subscriber must be up.
    problem: () => {
      if (subscriber.status !== 'ready') return `redis subscriber is ${subscriber.status}`;
      if (!['ready', 'wait'].includes(publisher.status)) return `redis publisher is ${publisher.status}`;
      return null;
    },
    close: async () => {
      // quit() waits for replies; disconnect() for connections that never connected.
      await Promise.all(
        [publisher, subscriber].map((connection) =>
          connection.status === 'ready' ? connection.quit().then(() => undefined) : connection.disconnect(),
        ),
      );
    },
  };
}
