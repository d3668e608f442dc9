/**
 * Tips on an order (issue 40 item 1): bounded by the company's setting, a share of the order's
 * total (default 100 %: at most the total), and never above what one amount may be (MAX_AMOUNT),
 * so no sum of tips can leave the range the money columns and the API's numbers hold.
 */
import { MAX_AMOUNT } from './orderSchemas.ts';

export const DEFAULT_MAX_TIP_PERCENT = 100;
/** The highest share a company may allow (ten times the order). */
export const MAX_TIP_PERCENT_LIMIT = 1000;

/** The most an order of this total may take in tips, in minor units. */
export function tipLimit(total: number, maxTipPercent: number = DEFAULT_MAX_TIP_PERCENT): number {
  const percent = Math.min(Math.max(0, Math.trunc(maxTipPercent)), MAX_TIP_PERCENT_LIMIT);
  return Math.min(Math.floor((Math.max(0, total) * percent) / 100), MAX_AMOUNT);
}

/** Whether the tips of all the order's payments stay within the limit. */
export function tipsWithinLimit(
  total: number,
  payments: readonly { tip: number }[],
  maxTipPercent: number = DEFAULT_MAX_TIP_PERCENT,
): boolean {
  return payments.reduce((sum, payment) => sum + payment.tip, 0) <= tipLimit(total, maxTipPercent);
}
