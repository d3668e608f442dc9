import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import { type RefundInput, refundInput } from '../../src/domain/orderSchemas.ts';
import { isRefundable, type OrderStatus } from '../../src/domain/orders.ts';
import { allocateRefund } from '../../src/domain/refunds.ts';
import { bookedReturnDay } from '../finance/accountingDay.ts';
import { moveForOrder } from '../inventory/inventory.service.ts';
import { parseInput } from '../platform/api/input.ts';
import { notFound } from '../platform/api/versioned.ts';
import type { Viewer } from '../platform/context.ts';
import type { Queryable } from '../platform/db/queryable.ts';
import {
  type OrderRefundRow,
  orderAudit,
  orderLines,
  orderPayments,
  orderRefunds,
  orders,
} from '../platform/db/schema/index.ts';
import { ownRow } from '../platform/db/tenant.ts';
import { type Acquirer, AcquirerDeclined } from './acquirer.ts';
import { appendToLedger } from './ledger.ts';
import {
  type Actor,
  lockOrder,
  ORDER_FIELDS,
  once,
  orderKeyScope,
  problem,
  refuse,
} from './orders.service.ts';

/**
 * Refunds exactly once (issue 40 item 5, docs/orders.md "Refunds"):
 * 1. one transaction, once per idempotency key, locks the order, checks the amount against what
 *    was paid per payment method less earlier refunds, and stores the refund: cash at once as
 *    done, card as pending (the order's refunded amount counts it already, so a concurrent
 *    refund cannot take the same money);
 * 2. the acquirer is called outside any transaction, with a timeout and the refund's id as its
 *    idempotency key;
 * 3. a second short transaction settles the refund: done, or failed (the amount goes back to the
 *    order). A crash or timeout between 1 and 3 leaves it pending: the reconciler
 *    (`settlePendingRefunds`, a job) asks the acquirer again with the same key.
 */
export async function refundOrder(
  db: Queryable,
  viewer: Viewer,
  actor: Actor,
  raw: unknown,
  acquirer: Acquirer | null,
  now = new Date(),
): Promise<{ orderId: string; refundIds: string[]; replayed: boolean }> {
  const input: RefundInput = parseInput(refundInput, raw, ORDER_FIELDS);
  const keyScope = await orderKeyScope(db, viewer, input.orderId);
  const result = await once(db, keyScope, input.idempotencyKey, 'refundOrder', input, (tx) =>
    reserveRefund(tx, viewer, actor, input, acquirer !== null, now),
  );
  if (result.orderId !== input.orderId) throw notFound();
  const rows = await db
    .select()
    .from(orderRefunds)
    .where(and(eq(orderRefunds.orderId, result.orderId), eq(orderRefunds.requestKey, input.idempotencyKey)));
  // A retry of a request whose acquirer call never answered drives it on, with the same key.
  if (acquirer) for (const row of rows) if (isWaiting(row)) await settleWithAcquirer(db, acquirer, row);
  return { orderId: result.orderId, refundIds: rows.map((row) => row.id), replayed: result.replayed };
}

function isWaiting(row: Pick<OrderRefundRow, 'status'>): boolean {
  return row.status === 'pending' || row.status === 'pending_acquirer';
}

/** Step 1: the order locked, the amount checked per method, the refund stored. */
async function reserveRefund(
  tx: Queryable,
  viewer: Viewer,
  actor: Actor,
  input: RefundInput,
  hasAcquirer: boolean,
  now: Date,
): Promise<string> {
  const order = await lockOrder(tx, viewer, input.orderId);
  if (!isRefundable(order.status as OrderStatus)) refuse([problem('orderId', 'notRefundable')]);
  const remaining = order.paid - order.refunded;
  const lines = await tx
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  const refundedLines: { lineId: string; quantity: number; amount: number }[] = [];
  let amount: number;
  if (input.lines?.length) {
    amount = 0;
    for (const [index, wanted] of input.lines.entries()) {
      const line = lines.find((candidate) => candidate.id === wanted.lineId);
      if (!line) refuse([problem(`lines.${index}.lineId`, 'invalid')]);
      const left = line.quantity - line.refundedQuantity;
      if (wanted.quantity > left) refuse([problem(`lines.${index}.quantity`, 'refundTooLarge')]);
      // The last units take what rounding left over, so a line refunds exactly its total.
      const share =
        wanted.quantity === left
          ? line.total - Math.round((line.total * line.refundedQuantity) / line.quantity)
          : Math.round((line.total * (line.refundedQuantity + wanted.quantity)) / line.quantity) -
            Math.round((line.total * line.refundedQuantity) / line.quantity);
      refundedLines.push({ lineId: line.id, quantity: wanted.quantity, amount: share });
      amount += share;
    }
  } else {
    amount = input.amount ?? remaining;
  }
  const field = input.lines?.length ? 'lines' : 'amount';
  if (amount <= 0 || amount > remaining) refuse([problem(field, 'refundTooLarge')]);
  const [payments, earlier] = await Promise.all([
    tx.select().from(orderPayments).where(eq(orderPayments.orderId, order.id)),
    tx.select().from(orderRefunds).where(eq(orderRefunds.orderId, order.id)),
  ]);
  // Orders paid before payments were recorded per method (none recorded) refund as cash.
  const paidBy = payments.length ? payments : [{ method: 'CASH', amount: order.paid }];
  const parts = allocateRefund(amount, paidBy, earlier);
  if (!parts) refuse([problem(field, 'refundTooLarge')]);
  // Returns are booked into the open day of the order's book (a closed day never changes).
  const accountingDate = await bookedReturnDay(tx, order, now);
  const stored = await tx
    .insert(orderRefunds)
    .values(
      parts.map((part, index) => {
        const card = part.method === 'CARD';
        return ownRow(viewer, {
          orderId: order.id,
          amount: part.amount,
          // The lines ride on the first part: together the parts are the request's refund.
          lines: index === 0 ? refundedLines : [],
          reason: input.reason,
          status: card ? (hasAcquirer ? 'pending' : 'pending_acquirer') : 'done',
          method: part.method,
          requestKey: input.idempotencyKey,
          accountingDate,
          settledAt: card ? null : now,
          userId: actor.userId,
          byName: actor.name,
          createdAt: now,
        });
      }),
    )
    .returning({ id: orderRefunds.id, method: orderRefunds.method, status: orderRefunds.status });
  for (const refunded of refundedLines) {
    await tx
      .update(orderLines)
      .set({ refundedQuantity: sql`${orderLines.refundedQuantity} + ${refunded.quantity}` })
      .where(eq(orderLines.id, refunded.lineId));
  }
  // Stock (issue 47 item 8, docs/inventory.md): lines refunded by units put those units back at
  // the order's venue (RETURN); a refund of an amount names no goods and moves no stock.
  const returned = refundedLines.map((refunded) => ({
    itemId: lines.find((line) => line.id === refunded.lineId)?.itemId ?? null,
    quantity: refunded.quantity,
  }));
  await moveForOrder(tx, viewer, order.venueId, order.id, 'RETURN', returned, actor.name, now);
  const refundedTotal = order.refunded + amount;
  const fully = refundedTotal === order.paid;
  await tx
    .update(orders)
    .set({ refunded: refundedTotal, status: fully ? 'REFUNDED' : order.status, version: order.version + 1 })
    .where(eq(orders.id, order.id));
  await tx.insert(orderAudit).values(
    ownRow(viewer, {
      orderId: order.id,
      at: now,
      who: actor.name,
      device: actor.device,
      action: 'refund',
      detail: {
        amount,
        parts: stored.map((row) => ({ id: row.id, method: row.method, status: row.status })),
        reason: input.reason,
        ...(fully ? { to: 'REFUNDED' } : {}),
      },
    }),
  );
  await appendToLedger(tx, order.id);
  return order.id;
}

/**
 * Steps 2 and 3 for one waiting card refund: the acquirer asked with the refund's id as key,
 * outside any transaction; its answer stored in a short one. A transient failure (timeout, 5xx)
 * leaves the refund pending and answers false.
 */
export async function settleWithAcquirer(
  db: Queryable,
  acquirer: Acquirer,
  refund: Pick<OrderRefundRow, 'id' | 'orderId' | 'amount'>,
  now: () => Date = () => new Date(),
): Promise<boolean> {
  const [payment] = await db
    .select({ reference: orderPayments.acquirerReference })
    .from(orderPayments)
    .where(and(eq(orderPayments.orderId, refund.orderId), eq(orderPayments.method, 'CARD')))
    .limit(1);
  try {
    const answer = await acquirer.refund({
      reference: payment?.reference ?? null,
      amount: refund.amount,
      orderId: refund.orderId,
      idempotencyKey: refund.id,
    });
    await settleRefund(db, refund.id, { status: 'done', reference: answer.reference }, now());
    return true;
  } catch (error) {
    if (!(error instanceof AcquirerDeclined)) return false;
    await settleRefund(db, refund.id, { status: 'failed', failure: error.reason }, now());
    return true;
  }
}

/**
 * Step 3: stores the acquirer's answer once (only a waiting refund moves); a declined refund gives
 * its amount and line quantities back to the order.
 */
export async function settleRefund(
  db: Queryable,
  refundId: string,
  outcome: { status: 'done'; reference: string } | { status: 'failed'; failure: string },
  now: Date,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [refund] = await tx
      .update(orderRefunds)
      .set({
        status: outcome.status,
        acquirerReference: outcome.status === 'done' ? outcome.reference : null,
        failure: outcome.status === 'failed' ? outcome.failure : null,
        settledAt: now,
      })
      .where(
        and(eq(orderRefunds.id, refundId), inArray(orderRefunds.status, ['pending', 'pending_acquirer'])),
      )
      .returning();
    if (!refund) return;
    const [order] = await tx.select().from(orders).where(eq(orders.id, refund.orderId)).for('update');
    if (!order) return;
    if (outcome.status === 'failed') {
      for (const line of refund.lines) {
        await tx
          .update(orderLines)
          .set({ refundedQuantity: sql`${orderLines.refundedQuantity} - ${line.quantity}` })
          .where(eq(orderLines.id, line.lineId));
      }
      await tx
        .update(orders)
        .set({
          refunded: order.refunded - refund.amount,
          // Only COMPLETED orders refund, so a fully refunded one goes back to COMPLETED.
          status: order.status === 'REFUNDED' ? 'COMPLETED' : order.status,
          version: order.version + 1,
        })
        .where(eq(orders.id, order.id));
    }
    await tx.insert(orderAudit).values({
      companyId: order.companyId,
      orderId: order.id,
      at: now,
      who: 'Card acquirer',
      action: outcome.status === 'done' ? 'refund settled' : 'refund declined',
      detail: {
        refundId,
        amount: refund.amount,
        ...(outcome.status === 'failed' ? { reason: outcome.failure } : {}),
      },
    });
    await appendToLedger(tx, order.id);
  });
}

/**
 * The reconciler (a job, `startRefundReconciler`): every card refund still waiting after `graceMs`
 * (a request in flight has had its chance) is asked again with the same key. Answers how many it
 * settled.
 */
export async function settlePendingRefunds(
  db: Queryable,
  acquirer: Acquirer,
  now = new Date(),
  graceMs = 30_000,
): Promise<number> {
  const waiting = await db
    .select({ id: orderRefunds.id, orderId: orderRefunds.orderId, amount: orderRefunds.amount })
    .from(orderRefunds)
    .where(
      and(
        inArray(orderRefunds.status, ['pending', 'pending_acquirer']),
        eq(orderRefunds.method, 'CARD'),
        lt(orderRefunds.createdAt, new Date(now.getTime() - graceMs)),
      ),
    )
    .orderBy(asc(orderRefunds.createdAt))
    .limit(500);
  let settled = 0;
  for (const refund of waiting) if (await settleWithAcquirer(db, acquirer, refund)) settled++;
  return settled;
}
