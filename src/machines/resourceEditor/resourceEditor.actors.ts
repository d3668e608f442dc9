import { createActor } from 'xstate';
import { resourceEditorMachine } from './resourceEditor.machine.ts';
import type { FieldMessages, ResourceEditorInput } from './resourceEditor.types.ts';

/** What a save or reload can come back with. */
export type SaveOutcome =
  | { kind: 'saved'; id: string }
  | { kind: 'invalid'; errors: FieldMessages; message: string | null }
  | { kind: 'conflict'; currentVersion: number }
  | { kind: 'failed'; message: string };

export interface ResourceEditorEnvironment {
  /** Saves the form on top of `version` (null: whatever is stored). */
  save: (args: { id: string | null; version: number | null }) => Promise<SaveOutcome>;
  /** Refetches the stored record and resets the form to it; resolves with its version. */
  reload: () => Promise<number>;
  onSaved: (id: string) => void;
  failureMessage: (error: unknown) => string;
}

/** The editor machine wired to the API: each named action runs the call and sends the answer back. */
export function createResourceEditorActor(input: ResourceEditorInput, env: ResourceEditorEnvironment) {
  let self: ReturnType<typeof createActor<typeof resourceEditorMachine>> | null = null;
  const machine = resourceEditorMachine.provide({
    actions: {
      submit: ({ context }) => {
        void env.save({ id: context.id, version: context.version }).then(
          (outcome) => {
            if (outcome.kind === 'saved') self?.send({ type: 'SAVED', id: outcome.id });
            else if (outcome.kind === 'invalid')
              self?.send({ type: 'INVALID', errors: outcome.errors, message: outcome.message });
            else if (outcome.kind === 'conflict')
              self?.send({ type: 'CONFLICT', currentVersion: outcome.currentVersion });
            else self?.send({ type: 'FAILED', message: outcome.message });
          },
          (error: unknown) => self?.send({ type: 'FAILED', message: env.failureMessage(error) }),
        );
      },
      reload: () => {
        void env.reload().then(
          (version) => self?.send({ type: 'LOADED', version }),
          (error: unknown) => self?.send({ type: 'FAILED', message: env.failureMessage(error) }),
        );
      },
      onSaved: (_args, params) => env.onSaved(params.id),
    },
  });
  const actor = createActor(machine, { input });
  self = actor;
  return actor.start();
}

export type ResourceEditorActor = ReturnType<typeof createResourceEditorActor>;
