import { log } from '../log.ts';
import { eventLag } from '../metrics.ts';

/**
 * The one publish/subscribe interface of the server. Events published on any instance reach the
 * subscribers of every instance that shares the database (PostgreSQL LISTEN/NOTIFY) or the Redis
 * server (REDIS_URL). Payloads are small JSON (ids, never rows): NOTIFY carries ≤ 8000 bytes.
 */
export type EventPayload = Record<string, string | number | boolean | null>;
export type EventListener = (payload: EventPayload) => void;

export interface EventBus {
  /** Sends to every subscriber of `topic`, on every instance (this one included). */
  publish(topic: string, payload: EventPayload): Promise<void>;
  /** Listens on this instance; returns the unsubscribe. */
  subscribe(topic: string, listener: EventListener): () => void;
  /** What is wrong with its connections (readiness), null when every transport is connected. */
  problem(): string | null;
  close(): Promise<void>;
}

/** Where messages travel between instances: a channel of strings. */
export interface Transport {
  send(message: string): Promise<void>;
  /** Starts delivering incoming messages; resolves once listening. */
  listen(onMessage: (message: string) => void): Promise<void>;
  /** Why it cannot carry messages now (a lost connection), else null. */
  problem?(): string | null;
  close(): Promise<void>;
}

/** The channel name on PostgreSQL (the catalogue trigger of migration 0007 uses it too); on Redis it is `<REDIS_PREFIX>:events`. */
export const EVENT_CHANNEL = 'ordna_events';
/** Below PostgreSQL's 8000-byte NOTIFY limit, the same on every transport. */
export const MAX_MESSAGE_BYTES = 7900;

interface Message {
  t: string;
  p: EventPayload;
}

/** On the wire also the time it was sent (ms), for the event-bus lag metric; the database's trigger sends none. */
interface Wire extends Message {
  s?: number;
}

export function encodeMessage(topic: string, payload: EventPayload): string {
  const message = JSON.stringify({ t: topic, p: payload, s: Date.now() } satisfies Wire);
  if (Buffer.byteLength(message) > MAX_MESSAGE_BYTES)
    throw new Error(`event ${topic} is too large: publish ids, not rows`);
  return message;
}

export function decodeMessage(raw: string): Message | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { t, p, s } = value as Partial<Wire>;
    if (typeof t !== 'string' || typeof p !== 'object' || p === null) return null;
    if (typeof s === 'number') eventLag.observe(Math.max(0, Date.now() - s) / 1000);
    return { t, p };
  } catch {
    return null;
  }
}

/**
 * A bus over transports: `outbound` carries what this instance publishes, and every transport in
 * `inbound` delivers to this instance's subscribers. With Redis, PostgreSQL stays inbound so the
 * database's own events (catalogue changes, announced by a trigger) still arrive.
 */
export async function createEventBus(options: {
  outbound: Transport;
  inbound: readonly Transport[];
}): Promise<EventBus> {
  const listeners = new Map<string, Set<EventListener>>();
  const deliver = (raw: string) => {
    const message = decodeMessage(raw);
    if (!message) return;
    for (const listener of listeners.get(message.t) ?? []) {
      try {
        listener(message.p);
      } catch (error) {
        log.warn({ topic: message.t, err: (error as Error).message }, 'event listener failed');
      }
    }
  };
  await Promise.all(options.inbound.map((transport) => transport.listen(deliver)));
  const transports = [...new Set([options.outbound, ...options.inbound])];
  return {
    publish: (topic, payload) => options.outbound.send(encodeMessage(topic, payload)),
    subscribe(topic, listener) {
      let set = listeners.get(topic);
      if (!set) {
        set = new Set();
        listeners.set(topic, set);
      }
      set.add(listener);
      return () => {
        set.delete(listener);
        if (set.size === 0 && listeners.get(topic) === set) listeners.delete(topic);
      };
    },
    problem: () => {
      for (const transport of transports) {
        const problem = transport.problem?.() ?? null;
        if (problem) return problem;
      }
      return null;
    },
    close: async () => {
      listeners.clear();
      await Promise.all(transports.map((transport) => transport.close()));
    },
  };
}

/** One process only (tests, or before a database is open): delivery is immediate and local. */
export function localTransport(): Transport {
  let receiver: ((message: string) => void) | null = null;
  return {
    send: async (message) => {
      queueMicrotask(() => receiver?.(message));
    },
    listen: async (onMessage) => {
      receiver = onMessage;
    },
    close: async () => {
      receiver = null;
    },
  };
}
