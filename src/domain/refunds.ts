/**
 * How a refund is shared over the order's payment methods (issue 40 item 5): never more back on
 * a method than was paid on it, less what earlier refunds (not failed) gave back on it. Card first
 * (the money goes back where the guest paid it, through the acquirer), then the other methods in
 * the order they were paid. Null when the amount exceeds what is left over all methods.
 */
export function allocateRefund(
  amount: number,
  payments: readonly { method: string; amount: number }[],
  refunds: readonly { method: string; amount: number; status: string }[],
): { method: string; amount: number }[] | null {
  const left = new Map<string, number>();
  for (const payment of payments) left.set(payment.method, (left.get(payment.method) ?? 0) + payment.amount);
  for (const refund of refunds) {
    if (refund.status === 'failed') continue;
    left.set(refund.method, (left.get(refund.method) ?? 0) - refund.amount);
  }
  const methods = [...left.keys()].sort((a, b) => Number(b === 'CARD') - Number(a === 'CARD'));
  const parts: { method: string; amount: number }[] = [];
  let rest = amount;
  for (const method of methods) {
    if (rest <= 0) break;
    const take = Math.min(rest, Math.max(0, left.get(method) ?? 0));
    if (take > 0) parts.push({ method, amount: take });
    rest -= take;
  }
  return rest > 0 ? null : parts;
}

/** A refund's states: pending until the acquirer answers; failed gives the amount back. */
export const REFUND_STATUSES = ['pending', 'pending_acquirer', 'done', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
