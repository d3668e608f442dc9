import { createMachine } from 'xstate';
import { ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from '../../domain/orders.ts';

/** An event per target status: `{ type: 'COMPLETED' }` moves the order to COMPLETED when allowed. */
export type OrderStatusEvent = { type: OrderStatus };

/**
 * The order-status machine, built from the transition table of src/domain/orders.ts (docs/orders.md)
 * so the two cannot drift: one state per status, one event per allowed target, final states for
 * CANCELLED, REJECTED and REFUNDED. The server checks writes with `canTransition`; this machine is
 * the table's executable model (its model test walks every path).
 */
export function orderStatusMachine(initial: OrderStatus = 'PENDING') {
  const states = Object.fromEntries(
    ORDER_STATUSES.map((status) => {
      const targets = ORDER_TRANSITIONS[status];
      return [
        status,
        targets.length === 0
          ? { type: 'final' as const }
          : { on: Object.fromEntries(targets.map((target) => [target, { target }])) },
      ];
    }),
  );
  return createMachine({
    id: 'orderStatus',
    types: {} as { events: OrderStatusEvent },
    initial,
    states,
  });
}
