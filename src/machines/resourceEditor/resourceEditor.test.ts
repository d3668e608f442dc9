import { describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { createResourceEditorActor, type SaveOutcome } from './resourceEditor.actors.ts';
import { resourceEditorMachine } from './resourceEditor.machine.ts';
import type { ResourceEditorEvent } from './resourceEditor.types.ts';

/** Sample payloads; an event type the machine gains later is walked too (without payload). */
const SAMPLES: Record<string, ResourceEditorEvent> = {
  SAVED: { type: 'SAVED', id: 'item-1' },
  INVALID: {
    type: 'INVALID',
    errors: { title: 'This field is required.' },
    message: 'Check the highlighted fields.',
  },
  FAILED: { type: 'FAILED', message: 'Failed to update item' },
  CONFLICT: { type: 'CONFLICT', currentVersion: 7 },
  LOADED: { type: 'LOADED', version: 7 },
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

describe('resource editor machine model', () => {
  for (const input of [
    { name: 'new record', id: null, version: null },
    { name: 'existing record', id: 'item-1', version: 3 },
  ]) {
    const model = createTestModel(resourceEditorMachine, {
      input: { id: input.id, version: input.version },
      events: (snapshot) =>
        resourceEditorMachine.events
          .filter((type) => !type.startsWith('xstate.'))
          .map((type) => SAMPLES[type] ?? ({ type } as ResourceEditorEvent))
          .filter((event) => snapshot.can(event)),
    });

    for (const path of model.getShortestPaths()) {
      it(`${input.name}: ${path.description}`, async () => {
        const saves: { id: string | null; version: number | null }[] = [];
        const saved: string[] = [];
        let pendingSave = deferred<SaveOutcome>();
        let pendingReload = deferred<number>();
        let reloads = 0;
        const actor = createResourceEditorActor(
          { id: input.id, version: input.version },
          {
            save: (args) => {
              saves.push(args);
              pendingSave = deferred<SaveOutcome>();
              return pendingSave.promise;
            },
            reload: () => {
              reloads += 1;
              pendingReload = deferred<number>();
              return pendingReload.promise;
            },
            onSaved: (id) => saved.push(id),
            failureMessage: (error) => String(error),
          },
        );
        await path.test({
          states: {
            editing: (snapshot) => expect(actor.getSnapshot().value).toBe(snapshot.value),
            saving: () => expect(saves.length).toBeGreaterThan(0),
            conflict: () => expect(actor.getSnapshot().context.currentVersion).toBe(7),
            reloading: () => expect(reloads).toBe(1),
          },
          events: {
            SAVE: () => void actor.send({ type: 'SAVE' }),
            RELOAD: () => void actor.send({ type: 'RELOAD' }),
            OVERWRITE: () => void actor.send({ type: 'OVERWRITE' }),
            CANCEL: () => void actor.send({ type: 'CANCEL' }),
            // The API answers: the real wiring turns each answer into the event.
            SAVED: async () => {
              pendingSave.resolve({ kind: 'saved', id: 'item-1' });
              await flush();
            },
            INVALID: async () => {
              pendingSave.resolve({
                kind: 'invalid',
                errors: { title: 'This field is required.' },
                message: 'Check the highlighted fields.',
              });
              await flush();
            },
            FAILED: async () => {
              if (actor.getSnapshot().matches('reloading')) pendingReload.reject('Failed to update item');
              else pendingSave.resolve({ kind: 'failed', message: 'Failed to update item' });
              await flush();
            },
            CONFLICT: async () => {
              pendingSave.resolve({ kind: 'conflict', currentVersion: 7 });
              await flush();
            },
            LOADED: async () => {
              if (actor.getSnapshot().matches('reloading')) {
                pendingReload.resolve(7);
                await flush();
              } else actor.send({ type: 'LOADED', version: 7 });
            },
          },
        });
        expect(actor.getSnapshot().value).toEqual(path.state.value);
        actor.stop();
      });
    }
  }

  it('overwrites on top of the version the conflict named, then saves normally again', async () => {
    const saves: (number | null)[] = [];
    const answers: SaveOutcome[] = [
      { kind: 'conflict', currentVersion: 5 },
      { kind: 'saved', id: 'item-1' },
    ];
    const saved: string[] = [];
    const actor = createResourceEditorActor(
      { id: 'item-1', version: 3 },
      {
        save: async ({ version }) => {
          saves.push(version);
          return answers.shift() ?? { kind: 'saved', id: 'item-1' };
        },
        reload: async () => 5,
        onSaved: (id) => saved.push(id),
        failureMessage: String,
      },
    );
    actor.send({ type: 'SAVE' });
    await flush();
    expect(actor.getSnapshot().value).toBe('conflict');
    actor.send({ type: 'OVERWRITE' });
    await flush();
    expect(saves).toEqual([3, 5]);
    expect(saved).toEqual(['item-1']);
    expect(actor.getSnapshot().context).toMatchObject({ version: 5, overwrite: false, currentVersion: null });
  });

  it('keeps field errors and the message of a refused save for the form', async () => {
    const actor = createResourceEditorActor(
      { id: null, version: null },
      {
        save: async () => ({
          kind: 'invalid',
          errors: { defaultPrice: 'Enter an amount' },
          message: 'Check the fields',
        }),
        reload: async () => 1,
        onSaved: () => {},
        failureMessage: String,
      },
    );
    actor.send({ type: 'SAVE' });
    await flush();
    expect(actor.getSnapshot().context).toMatchObject({
      errors: { defaultPrice: 'Enter an amount' },
      error: 'Check the fields',
    });
    actor.send({ type: 'SAVE' });
    expect(actor.getSnapshot().context.errors).toEqual({});
  });
});
