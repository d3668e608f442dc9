/**
 * A small DataLoader: the keys asked for while GraphQL resolves one level of an answer are
 * loaded in one call, each key once per batch. Resolvers of list items run in the same tick, so
 * waiting for the next tick collects a whole list's keys (the N+1 of a field resolved per row
 * becomes one query). Answers are not kept after their batch: a mutation later in the same
 * request reads fresh rows.
 */
export class Batcher<K, V> {
  readonly #cache = new Map<K, Promise<V>>();
  #pending: { key: K; resolve: (value: V) => void; reject: (error: unknown) => void }[] = [];

  constructor(
    private readonly loadMany: (keys: K[]) => Promise<Map<K, V>>,
    /** The answer for a key the batch did not return (no rows: an empty list, say). */
    private readonly missing: (key: K) => V,
  ) {}

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
    return promise;
  }

  async #dispatch(): Promise<void> {
    const batch = this.#pending;
    this.#pending = [];
    for (const entry of batch) this.#cache.delete(entry.key);
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
    byName.set(name, found as Batcher<unknown, unknown>);
  }
  return found;
}
