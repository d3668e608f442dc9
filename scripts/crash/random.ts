// A seeded generator, so a failing run's choices can be replayed (CRASH_SEED); the kill's timing
// still depends on the machine.

export class Random {
  #state: number;

  constructor(readonly seed: number) {
    this.#state = seed >>> 0;
  }

  /** mulberry32: small and good enough for picking test data. */
  float(): number {
    this.#state = (this.#state + 0x6d2b79f5) >>> 0;
    let t = this.#state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.float() * (max - min + 1));
  }

  pick<T>(values: readonly T[]): T {
    const value = values[Math.floor(this.float() * values.length)];
    if (value === undefined) throw new Error('pick from an empty list');
    return value;
  }

  /** Up to `count` distinct values, in random order. */
  sample<T>(values: readonly T[], count: number): T[] {
    const pool = [...values];
    const result: T[] = [];
    while (result.length < count && pool.length > 0)
      result.push(...pool.splice(Math.floor(this.float() * pool.length), 1));
    return result;
  }
}
