import { getNextSnapshot, setup } from 'xstate';
import { KDS_STAGES, type KdsStage, nextStage, previousStage } from '../../domain/kds.ts';

export type TicketStageEvent = { type: 'BUMP' } | { type: 'RECALL' };

const states = Object.fromEntries(
  KDS_STAGES.map((stage) => {
    const next = nextStage(stage);
    const previous = previousStage(stage);
    return [
      stage,
      {
        on: {
          ...(next ? { BUMP: { target: next } } : {}),
          ...(previous ? { RECALL: { target: previous } } : {}),
        },
      },
    ];
  }),
) as Record<KdsStage, object>;

/**
 * A kitchen ticket's stage (issue 19 item 4): new → in progress → ready → served by bumps, one
 * stage back by a recall. A served ticket leaves the screen but can still be recalled.
 */
export const ticketStageMachine = (initial: KdsStage = 'NEW') =>
  setup({ types: { events: {} as TicketStageEvent } }).createMachine({
    id: 'ticketStage',
    initial,
    states,
  });

/** The stage after an event (the screen shows it at once, before the server answers). */
export function stageAfter(stage: KdsStage, event: TicketStageEvent): KdsStage {
  const machine = ticketStageMachine(stage);
  return getNextSnapshot(machine, machine.resolveState({ value: stage }), event).value as KdsStage;
}
