import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';

/**
 * A small DataLoader: the keys asked for while GraphQL resolves one level of an answer are
 * loaded in one call, each key once per batch. Resolvers of list items run in the same tick, so
 * waiting for the next tick collects a whole list's keys (the N+1 of a field resolved per row
 * becomes one query). A key asked for again while its batch is in flight shares that batch.
 *
 * `keep`: whether answers outlive their batch. A query's request reads only, so its answers are
 * kept for the request (the same venues reached by two paths of one answer are read once,
 * whichever path resolves first: the query count does not depend on timing). A mutation's are
 * not: a field read after a write in the same request reads fresh rows.
 */
export class Batcher<K, V> {
  readonly #cache = new Map<K, Promise<V>>();
  #pending: { key: K; resolve: (value: V) => void; reject: (error: unknown) => void }[] = [];

  constructor(
    private readonly loadMany: (keys: K[]) => Promise<Map<K, V>>,
    /** The answer for a key the batch did not return (no rows: an empty list, say). */
    private readonly missing: (key: K) => V,
    options: { keep?: boolean } = {},
  ) {
    this.#keep = options.keep === true;
  }

  #keep: boolean;

  /** From now on answers are kept for the request (a query's: see `batcher`). */
  keepAnswers(): void {
    this.#keep = true;
  }

  load(key: K): Promise<V> {
    const cached = this.#cache.get(key);
    if (cached) return cached;
    const promise = new Promise<V>((resolve, reject) => {
      this.#pending.push({ key, resolve, reject });
      // The first key of a batch schedules the dispatch, after the current resolvers ran.
      if (this.#pending.length === 1)
        void Promise.resolve().then(() => process.nextTick(() => this.#dispatch()));
    });
    this.#cache.set(key, promise);
    // A failed batch is never kept: the next load tries again; without `keep` no answer is.
    const forget = () => {
      if (this.#cache.get(key) === promise) this.#cache.delete(key);
    };
    promise.then(() => {
      if (!this.#keep) forget();
    }, forget);
    return promise;
  }

  async #dispatch(): Promise<void> {
    const batch = this.#pending;
    this.#pending = [];
    try {
      const found = await this.loadMany(batch.map((entry) => entry.key));
      for (const entry of batch)
        entry.resolve(found.has(entry.key) ? (found.get(entry.key) as V) : this.missing(entry.key));
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  }
}

const perRequest = new WeakMap<object, Map<string, Batcher<unknown, unknown>>>();
/** The requests whose operation is a query: they read only, so their batchers keep answers. */
const queries = new WeakSet<object>();

/**
 * Marks each request whose operation is a query (yoga plugin, server/app/yoga.ts), so its batchers
 * keep their answers for the request and one answer costs the same reads however its fields
 * happen to be timed. Mutations and subscriptions are not marked.
 */
export function batchQueries(): Plugin {
  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      const context: unknown = args.contextValue;
      if (operation?.operation === 'query' && typeof context === 'object' && context !== null)
        queries.add(context);
    },
  };
}

/** The request's batcher of this name, made on first use (the context is the request). */
export function batcher<K, V>(ctx: object, name: string, make: () => Batcher<K, V>): Batcher<K, V> {
  let byName = perRequest.get(ctx);
  if (!byName) {
    byName = new Map();
    perRequest.set(ctx, byName);
  }
  let found = byName.get(name) as Batcher<K, V> | undefined;
  if (!found) {
    found = make();
    if (queries.has(ctx)) found.keepAnswers();
    byName.set(name, found as Batcher<unknown, unknown>);
  }
  return found;
}
