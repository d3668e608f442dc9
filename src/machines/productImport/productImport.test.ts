import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { chunksOf, createProductImportActor } from './productImport.actors.ts';
import { productImportMachine } from './productImport.machine.ts';
import type { ImportPreview, ProductImportEvent } from './productImport.types.ts';

const CLEAN: ImportPreview = {
  total: 2,
  creates: 1,
  updates: 1,
  unchanged: 0,
  errors: [],
  rows: [
    { line: 2, action: 'UPDATE', id: 'item-1', title: 'Toast Skagen', changes: ['price'] },
    { line: 3, action: 'CREATE', id: null, title: 'Räkmacka', changes: [] },
  ],
};
const BROKEN: ImportPreview = {
  ...CLEAN,
  errors: [{ line: 3, column: 'price', code: 'priceInvalid', message: 'Enter an amount' }],
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** The fake API: "broken.csv" previews with an error. Calls wait until the test answers them. */
function fakeApi(log: string[]) {
  let pending: { resolve: (value: never) => void; reject: (error: unknown) => void } | null = null;
  const wait = <T>() => {
    const call = deferred<T>();
    pending = call as unknown as typeof pending;
    return call.promise;
  };
  return {
    answer: (value: unknown) => pending?.resolve(value as never),
    fail: (error: unknown) => pending?.reject(error),
    api: {
      start: async () => {
        log.push('start');
        return 'import-1';
      },
      append: (_id: string, index: number) => {
        log.push(`append ${index}`);
        return wait<void>();
      },
      preview: () => wait<ImportPreview>(),
      commit: () => {
        log.push('commit');
        return wait<{ creates: number; updates: number }>();
      },
      onImported: () => log.push('imported'),
      failureMessage: String,
    },
  };
}

describe('product import machine model', () => {
  const model = createTestModel(productImportMachine, {
    events: (snapshot) => {
      const candidates: ProductImportEvent[] = [
        { type: 'FILE', name: 'products.csv', text: 'id,title\n,Räkmacka\n' },
        { type: 'FILE', name: 'broken.csv', text: 'title,price\nX,abc\n' },
        { type: 'PROGRESS', uploaded: 0, chunks: 1 },
        { type: 'UPLOADED', importId: 'import-1' },
        { type: 'PREVIEWED', preview: snapshot.context.fileName === 'broken.csv' ? BROKEN : CLEAN },
        { type: 'IMPORT' },
        { type: 'IMPORTED', creates: 1, updates: 1 },
        { type: 'FAILED', message: 'Error: offline' },
        { type: 'RESET' },
      ];
      return candidates.filter((event) => snapshot.can(event));
    },
  });

  for (const path of model.getShortestPaths()) {
    it(path.description, async () => {
      const log: string[] = [];
      const fake = fakeApi(log);
      const actor = createProductImportActor(fake.api);
      await path.test({
        states: {
          uploading: () => expect(log).toContain('start'),
          preview: (snapshot) =>
            expect(actor.getSnapshot().context.preview).toEqual(snapshot.context.preview),
          failed: () => expect(actor.getSnapshot().context.error).toBe('Error: offline'),
          done: () => expect(log.slice(-2)).toEqual(['commit', 'imported']),
        },
        events: {
          FILE: async (step) => {
            const event = step.event as ProductImportEvent;
            if (event.type !== 'FILE') return;
            log.push(`file ${event.name}`);
            actor.send(event);
            await flush();
          },
          IMPORT: () => void actor.send({ type: 'IMPORT' }),
          RESET: () => void actor.send({ type: 'RESET' }),
          // The wiring sends these itself once the API answers.
          PROGRESS: flush,
          UPLOADED: async () => {
            fake.answer(undefined);
            await flush();
          },
          PREVIEWED: async () => {
            fake.answer(
              log.includes('file broken.csv') && actor.getSnapshot().context.fileName === 'broken.csv'
                ? BROKEN
                : CLEAN,
            );
            await flush();
          },
          IMPORTED: async () => {
            fake.answer({ creates: 1, updates: 1 });
            await flush();
          },
          FAILED: async () => {
            fake.fail(new Error('offline'));
            await flush();
          },
        },
      });
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      actor.stop();
    });
  }

  it('never imports a file with errors, and writes nothing before IMPORT', async () => {
    const log: string[] = [];
    const fake = fakeApi(log);
    const actor = createProductImportActor(fake.api);
    actor.send({ type: 'FILE', name: 'broken.csv', text: 'title,price\nX,abc\n' });
    await flush();
    fake.answer(undefined);
    await flush();
    fake.answer(BROKEN);
    await flush();
    expect(actor.getSnapshot().value).toBe('preview');
    actor.send({ type: 'IMPORT' });
    expect(actor.getSnapshot().value).toBe('preview');
    expect(log).not.toContain('commit');
  });

  it('reports a failed upload and starts over with another file', async () => {
    const { api } = fakeApi([]);
    const actor = createProductImportActor({
      ...api,
      append: async () => Promise.reject(new Error('offline')),
    });
    actor.send({ type: 'FILE', name: 'products.csv', text: 'title\nX' });
    await flush();
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('Error: offline');
  });

  it('cuts a file into chunks the API accepts', () => {
    expect(chunksOf('abcdefg', 3)).toEqual(['abc', 'def', 'g']);
    expect(chunksOf('', 3)).toEqual(['']);
    expect(chunksOf('x'.repeat(40_000)).map((chunk) => chunk.length)).toEqual([16_000, 16_000, 8_000]);
  });
});
