import pg from 'pg';
import { log } from '../log.ts';

/** Stops listening; `connected` says whether the listening connection is up now (readiness). */
export type Unlisten = (() => Promise<void>) & { connected?: () => boolean };

/**
 * LISTEN on a PostgreSQL channel over a connection of its own (a pooled one would be handed to
 * queries), reconnecting after a second when it drops. Notifications sent while it is down are
 * lost: events are hints to refetch, never the data itself.
 */
export async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<Unlisten> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`bad channel name ${channel}`);
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;

  const reconnect = (reason: string) => {
    if (closed || retry) return;
    log.warn({ reason }, 'event listener lost its database connection; reconnecting');
    client = null;
    retry = setTimeout(() => {
      retry = null;
      connect().catch((error: Error) => reconnect(error.message));
    }, 1000);
  };

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', (error) => reconnect(error.message));
    next.on('end', () => {
      if (client === next) reconnect('connection ended');
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    if (closed) await next.end();
    else client = next;
  }

  await connect();
  const unlisten = async () => {
    closed = true;
    if (retry) clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end();
  };
  return Object.assign(unlisten, { connected: () => client !== null });
}
