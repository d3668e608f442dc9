import type { Database } from '../db/client.ts';
import { createEventBus, type EventBus } from './bus.ts';
import { postgresTransport, redisTransport } from './transports.ts';

/**
 * The server's bus: Redis when REDIS_URL is set, else the database's LISTEN/NOTIFY. The database
 * is always listened to, since its triggers announce catalogue changes themselves.
 */
export async function openEventBus(
  database: Database,
  redisUrl: string | null,
  redisPrefix = 'ordna',
): Promise<EventBus> {
  const postgres = postgresTransport(database);
  if (!redisUrl) return createEventBus({ outbound: postgres, inbound: [postgres] });
  const redis = redisTransport(redisUrl, redisPrefix);
  return createEventBus({ outbound: redis, inbound: [postgres, redis] });
}
