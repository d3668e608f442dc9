import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { createTestModel } from 'xstate/graph';
import { canTransition, INITIAL_STATUSES, ORDER_STATUSES, type OrderStatus } from '../../domain/orders.ts';
import { mayMoveTo, orderStatusMachine } from './orderStatus.machine.ts';

describe.each(INITIAL_STATUSES)('order status machine model from %s', (initial) => {
  const machine = orderStatusMachine(initial);
  const model = createTestModel(machine, {
    events: () => ORDER_STATUSES.map((type) => ({ type })),
  });
  for (const path of model.getSimplePaths()) {
    it(path.description, async () => {
      const actor = createActor(machine).start();
      let current: OrderStatus = initial;
      await path.test({
        events: Object.fromEntries(
          ORDER_STATUSES.map((type) => [
            type,
            () => {
              const allowed = canTransition(current, type);
              actor.send({ type });
              const next = actor.getSnapshot().value as OrderStatus;
              // The machine moves exactly when the table allows it.
              expect(next).toBe(allowed ? type : current);
              current = next;
            },
          ]),
        ),
        states: Object.fromEntries(
          ORDER_STATUSES.map((status) => [status, () => expect(actor.getSnapshot().value).toBe(status)]),
        ),
      });
    });
  }
});

it('reaches every status from PENDING or SCHEDULED and stops in the final ones', () => {
  const reached = new Set<string>();
  for (const initial of ['SCHEDULED', 'PENDING'] as const) {
    for (const path of createTestModel(orderStatusMachine(initial), {
      events: () => ORDER_STATUSES.map((type) => ({ type })),
    }).getSimplePaths()) {
      reached.add(String(path.state.value));
      for (const step of path.steps) reached.add(String(step.state.value));
    }
  }
  expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
  const done = createActor(orderStatusMachine('PENDING')).start();
  done.send({ type: 'CANCELLED' });
  expect(done.getSnapshot().status).toBe('done');
});

it('answers the server’s question exactly as the transition table does', () => {
  for (const from of ORDER_STATUSES)
    for (const to of ORDER_STATUSES) expect(mayMoveTo(from, to)).toBe(canTransition(from, to));
});
