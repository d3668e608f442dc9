import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { KDS_STAGES, type KdsStage } from '../../domain/kds.ts';
import { stageAfter, ticketStageMachine } from './ticketStage.machine.ts';

const EVENTS = ['BUMP', 'RECALL'] as const;

describe('ticket stage machine model', () => {
  const machine = ticketStageMachine();
  const model = createTestModel(machine, { events: () => EVENTS.map((type) => ({ type })) });
  const paths = model.getSimplePaths();

  it('reaches every stage from a new ticket', () => {
    const reached = new Set<string>();
    for (const path of paths) for (const step of path.steps) reached.add(String(step.state.value));
    expect([...reached].sort()).toEqual([...KDS_STAGES].sort());
  });

  for (const path of paths) {
    it(path.description, async () => {
      const actor = createActor(machine).start();
      let current: KdsStage = 'NEW';
      await path.test({
        events: {
          BUMP: () => {
            actor.send({ type: 'BUMP' });
            current = KDS_STAGES[KDS_STAGES.indexOf(current) + 1] ?? current;
            expect(actor.getSnapshot().value).toBe(current);
          },
          RECALL: () => {
            actor.send({ type: 'RECALL' });
            current = KDS_STAGES[Math.max(0, KDS_STAGES.indexOf(current) - 1)] ?? current;
            expect(actor.getSnapshot().value).toBe(current);
          },
        },
        states: Object.fromEntries(
          KDS_STAGES.map((stage) => [stage, () => expect(actor.getSnapshot().value).toBe(stage)]),
        ),
      });
    });
  }
});

it('answers the stage after an event without an actor', () => {
  expect(stageAfter('NEW', { type: 'BUMP' })).toBe('IN_PROGRESS');
  expect(stageAfter('READY', { type: 'BUMP' })).toBe('SERVED');
  expect(stageAfter('SERVED', { type: 'BUMP' })).toBeNull();
  expect(stageAfter('NEW', { type: 'RECALL' })).toBeNull();
  expect(stageAfter('SERVED', { type: 'RECALL' })).toBe('READY');
});
