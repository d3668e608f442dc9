import { getNextSnapshot, setup } from 'xstate';
import type { KdsStage } from '../../domain/kds.ts';

export type TicketStageEvent = { type: 'BUMP' } | { type: 'RECALL' };

/**
 * A kitchen ticket's stage (issue 19 item 4): new → in progress → ready → served by bumps, one
 * stage back by a recall. A served ticket leaves the screen but can still be recalled. The one
 * place the moves are written: the server's bump and recall, the screen's optimistic stage and
 * the demo seed all ask `stageAfter` (xstate only, no app code, so the server may import it).
 */
export const ticketStageMachine = (initial: KdsStage = 'NEW') =>
  setup({ types: { events: {} as TicketStageEvent } }).createMachine({
    id: 'ticketStage',
    initial,
    states: {
      NEW: { on: { BUMP: 'IN_PROGRESS' } },
      IN_PROGRESS: { on: { BUMP: 'READY', RECALL: 'NEW' } },
      READY: { on: { BUMP: 'SERVED', RECALL: 'IN_PROGRESS' } },
      SERVED: { on: { RECALL: 'READY' } },
    },
  });

/** The stage after an event; null when the ticket cannot move that way (a served ticket's bump). */
export function stageAfter(stage: KdsStage, event: TicketStageEvent): KdsStage | null {
  const machine = ticketStageMachine(stage);
  const snapshot = machine.resolveState({ value: stage });
  return snapshot.can(event) ? (getNextSnapshot(machine, snapshot, event).value as KdsStage) : null;
}
