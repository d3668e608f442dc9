import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { createDeleteFlowActor, type DeleteOutcome } from './deleteFlow.actors.ts';
import { deleteFlowMachine } from './deleteFlow.machine.ts';
import type { DeleteFlowEvent } from './deleteFlow.types.ts';

const MENU = { kind: 'MENU', id: 'menu-1', name: 'All articles' };
const SAMPLES: Record<string, DeleteFlowEvent> = {
  REQUEST: { type: 'REQUEST', ids: ['item-1', 'item-2'] },
  DELETED: { type: 'DELETED', count: 2 },
  IN_USE: { type: 'IN_USE', usages: [MENU], usageCount: 1 },
  FAILED: { type: 'FAILED', message: 'Something went wrong' },
};

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (error: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('delete flow machine model', () => {
  const model = createTestModel(deleteFlowMachine, {
    events: (snapshot) =>
      deleteFlowMachine.events
        .filter((type) => !type.startsWith('xstate.'))
        .map((type) => SAMPLES[type] ?? ({ type } as DeleteFlowEvent))
        .filter((event) => snapshot.can(event)),
  });

  for (const path of model.getShortestPaths()) {
    it(path.description, async () => {
      const calls: { ids: string[]; force: boolean }[] = [];
      const deleted: string[][] = [];
      let pending = deferred<DeleteOutcome>();
      const actor = createDeleteFlowActor({
        remove: (ids, force) => {
          calls.push({ ids, force });
          pending = deferred<DeleteOutcome>();
          return pending.promise;
        },
        onDeleted: (ids) => deleted.push(ids),
        failureMessage: String,
      });
      await path.test({
        states: {
          idle: () => expect(actor.getSnapshot().value).toBe('idle'),
          deleting: () => expect(calls.at(-1)).toEqual({ ids: ['item-1', 'item-2'], force: false }),
          inUse: () => expect(actor.getSnapshot().context.usages).toEqual([MENU]),
          forcing: () => expect(calls.at(-1)?.force).toBe(true),
          done: () => expect(deleted.at(-1)).toEqual(['item-1', 'item-2']),
        },
        events: {
          REQUEST: () => void actor.send({ type: 'REQUEST', ids: ['item-1', 'item-2'] }),
          CONFIRM: () => void actor.send({ type: 'CONFIRM' }),
          CANCEL: () => void actor.send({ type: 'CANCEL' }),
          DELETED: async () => {
            pending.resolve({ deleted: true, count: 2 });
            await flush();
          },
          IN_USE: async () => {
            pending.resolve({ deleted: false, usages: [MENU], usageCount: 1 });
            await flush();
          },
          FAILED: async () => {
            pending.reject('Something went wrong');
            await flush();
          },
        },
      });
      expect(actor.getSnapshot().value).toEqual(path.state.value);
      actor.stop();
    });
  }

  it('never deletes an empty selection', () => {
    const actor = createDeleteFlowActor({
      remove: async () => ({ deleted: true, count: 0 }),
      onDeleted: () => {},
      failureMessage: String,
    });
    actor.send({ type: 'REQUEST', ids: [] });
    expect(actor.getSnapshot().value).toBe('idle');
  });
});
