import { createPubSub, type PubSub } from 'graphql-yoga';
import type { Context } from '../context.ts';
import { log } from '../log.ts';
import { createEventBus, type EventBus, type EventPayload, localTransport } from './bus.ts';

/** Topics the API publishes and subscribes to, with the id that scopes each (the company). */
export type Topics = {
  catalogChanged: [companyId: string, payload: EventPayload];
  orderChanged: [companyId: string, payload: EventPayload];
  /** A floor plan or table was edited (issue 19): monitoring screens read their plan again. */
  tablesChanged: [companyId: string, payload: EventPayload];
  /** A kitchen display ticket was bumped or recalled (issue 19): the station's screens read again. */
  kdsChanged: [companyId: string, payload: EventPayload];
};

type Listener =
  | ((event: CustomEvent<EventPayload>) => void)
  | { handleEvent(event: CustomEvent<EventPayload>): void };

/**
 * Yoga's pubsub dispatches `CustomEvent`s named `topic:id` on an event target: this one hands
 * them to the bus and turns the bus's deliveries back into events, on every instance.
 */
class BusEventTarget {
  readonly #unsubscribes = new Map<string, Map<Listener, () => void>>();

  constructor(private readonly bus: EventBus) {}

  addEventListener(type: string, listener: Listener | null): void {
    if (!listener) return;
    let byListener = this.#unsubscribes.get(type);
    if (!byListener) {
      byListener = new Map();
      this.#unsubscribes.set(type, byListener);
    }
    if (byListener.has(listener)) return;
    const unsubscribe = this.bus.subscribe(type, (payload) => {
      const event = new CustomEvent(type, { detail: payload });
      if (typeof listener === 'function') listener(event);
      else listener.handleEvent(event);
    });
    byListener.set(listener, unsubscribe);
  }

  removeEventListener(type: string, listener: Listener | null): void {
    const byListener = this.#unsubscribes.get(type);
    if (!listener || !byListener) return;
    byListener.get(listener)?.();
    byListener.delete(listener);
    if (byListener.size === 0) this.#unsubscribes.delete(type);
  }

  dispatchEvent(event: CustomEvent<EventPayload>): boolean {
    this.bus.publish(event.type, event.detail).catch((error: Error) => {
      log.warn({ event: event.type, err: error.message }, 'event not published');
    });
    return true;
  }
}

const pubsubs = new WeakMap<EventBus, PubSub<Topics>>();

export function pubsubOf(bus: EventBus): PubSub<Topics> {
  let pubsub = pubsubs.get(bus);
  if (!pubsub) {
    pubsub = createPubSub<Topics>({ eventTarget: new BusEventTarget(bus) });
    pubsubs.set(bus, pubsub);
  }
  return pubsub;
}

let processBus: Promise<EventBus> | null = null;

/** The request's bus; servers built without one (unit tests) share one in-process bus. */
export async function busOf(ctx: Pick<Context, 'events'>): Promise<EventBus> {
  if (ctx.events) return ctx.events;
  processBus ??= createEventBus(
    (() => {
      const local = localTransport();
      return { outbound: local, inbound: [local] };
    })(),
  );
  return processBus;
}
