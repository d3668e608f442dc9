import { describe, expect, it } from 'vitest';
import { Batcher, batcher } from './batch.ts';

describe('the batcher', () => {
  it('loads the keys of one tick in one call, each key once, and reads afresh after', async () => {
    const calls: string[][] = [];
    const rows = new Batcher<string, string[]>(
      async (keys) => {
        calls.push(keys);
        return new Map(keys.filter((key) => key !== 'none').map((key) => [key, [`${key}-row`]]));
      },
      () => [],
    );
    const answers = await Promise.all(['a', 'b', 'a', 'none'].map((key) => rows.load(key)));
    expect(answers).toEqual([['a-row'], ['b-row'], ['a-row'], []]);
    expect(calls).toEqual([['a', 'b', 'none']]);
    expect(await rows.load('b')).toEqual(['b-row']);
    expect(calls).toEqual([['a', 'b', 'none'], ['b']]);
  });

  it('shares a batch in flight with a key asked for in a later tick', async () => {
    const calls: string[][] = [];
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const rows = new Batcher<string, string>(
      async (keys) => {
        calls.push(keys);
        await gate;
        return new Map(keys.map((key) => [key, `${key}-row`]));
      },
      () => '',
    );
    const first = rows.load('a');
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(calls).toEqual([['a']]);
    const again = rows.load('a');
    release();
    expect(await Promise.all([first, again])).toEqual(['a-row', 'a-row']);
    expect(calls).toEqual([['a']]);
  });

  it("keeps a query's answers for the request: a key asked for after its batch is not read again", async () => {
    const calls: string[][] = [];
    const rows = new Batcher<string, string>(
      async (keys) => {
        calls.push(keys);
        return new Map(keys.map((key) => [key, `${key}-row`]));
      },
      () => '',
      { keep: true },
    );
    expect(await rows.load('a')).toBe('a-row');
    expect(await Promise.all([rows.load('a'), rows.load('b')])).toEqual(['a-row', 'b-row']);
    expect(calls).toEqual([['a'], ['b']]);
  });

  it('rejects the whole batch on failure and tries again next time', async () => {
    let fail = true;
    const rows = new Batcher<string, number>(
      async (keys) => {
        if (fail) throw new Error('down');
        return new Map(keys.map((key) => [key, key.length]));
      },
      () => 0,
    );
    await expect(rows.load('abc')).rejects.toThrow('down');
    fail = false;
    expect(await rows.load('abc')).toBe(3);
  });

  it('keeps one batcher per request and name', () => {
    const request = {};
    const make = () =>
      new Batcher<string, number>(
        async () => new Map(),
        () => 0,
      );
    expect(batcher(request, 'x', make)).toBe(batcher(request, 'x', make));
    expect(batcher(request, 'x', make)).not.toBe(batcher({}, 'x', make));
    expect(batcher(request, 'y', make)).not.toBe(batcher(request, 'x', make));
  });
});
