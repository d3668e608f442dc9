import { createActor } from 'xstate';
import { deleteFlowMachine } from './deleteFlow.machine.ts';
import type { UsageRef } from './deleteFlow.types.ts';

export type DeleteOutcome =
  | { deleted: true; count: number }
  | { deleted: false; usages: UsageRef[]; usageCount: number };

export interface DeleteFlowEnvironment {
  /** `deleteNodes(ids, force)`: deleted, or where the records are still used. */
  remove: (ids: string[], force: boolean) => Promise<DeleteOutcome>;
  onDeleted: (ids: string[]) => void;
  failureMessage: (error: unknown) => string;
}

export function createDeleteFlowActor(env: DeleteFlowEnvironment) {
  let self: ReturnType<typeof createActor<typeof deleteFlowMachine>> | null = null;
  const machine = deleteFlowMachine.provide({
    actions: {
      remove: ({ context }, params) => {
        void env.remove(context.ids, params.force).then(
          (outcome) =>
            self?.send(
              outcome.deleted
                ? { type: 'DELETED', count: outcome.count }
                : { type: 'IN_USE', usages: outcome.usages, usageCount: outcome.usageCount },
            ),
          (error: unknown) => self?.send({ type: 'FAILED', message: env.failureMessage(error) }),
        );
      },
      onDeleted: ({ context }) => env.onDeleted(context.ids),
    },
  });
  const actor = createActor(machine);
  self = actor;
  return actor.start();
}

export type DeleteFlowActor = ReturnType<typeof createDeleteFlowActor>;
