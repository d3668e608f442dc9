import { createMachine } from 'xstate';
import { ORDER_STATUSES, ORDER_TRANSITIONS, type OrderStatus } from '../../domain/orders.ts';

/** An event per target status: `{ type: 'COMPLETED' }` moves the order to COMPLETED when allowed. */
export type OrderStatusEvent = { type: OrderStatus };

/**
 * The order-status machine, built from the transition table of src/domain/orders.ts (docs/orders.md)
 * so the two cannot drift: one state per status, one event per allowed target, final states for
 * CANCELLED, REJECTED and REFUNDED. The server asks it about every status write (`mayMoveTo`),
 * and its model test walks every path.
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

/** One machine for every question: a snapshot is resolved at the order's status. */
let shared: ReturnType<typeof orderStatusMachine> | undefined;

/**
 * Whether an order in `from` may move to `to`: the machine in `from` takes the event. The server's
 * check of `updateOrderStatus` (server/orders/orders.service.ts).
 */
export function mayMoveTo(from: OrderStatus, to: OrderStatus): boolean {
  shared ??= orderStatusMachine();
  return shared.resolveState({ value: from }).can({ type: to });
}
