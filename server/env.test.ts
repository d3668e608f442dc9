import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { webConcurrency } from './env.ts';

describe('WEB_CONCURRENCY', () => {
  const postgres = 'postgres://db/ordna';

  it('defaults to the cores on PostgreSQL', () => {
    expect(webConcurrency(undefined, postgres)).toBe(availableParallelism());
    expect(webConcurrency(' ', postgres)).toBe(availableParallelism());
  });

  it('is always 1 on PGlite, a database inside one process', () => {
    expect(webConcurrency('4', null)).toBe(1);
    expect(webConcurrency(undefined, null)).toBe(1);
  });

  it('takes a whole number from 1 to 256', () => {
    expect(webConcurrency('2', postgres)).toBe(2);
    for (const bad of ['0', '-1', '1.5', 'two', '257'])
      expect(() => webConcurrency(bad, postgres)).toThrow(/WEB_CONCURRENCY/);
  });
});
