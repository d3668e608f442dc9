import { addDays } from './accountingDay.ts';
import type { OrderStatus } from './orders.ts';

/**
 * Closing a day (issue 41): what the confirmation shows before a Z-report is stored for good.
 * Pure rules shared by the server's preview and the Z-reports screen.
 */

/** Orders still under way: not yet a sale nor settled (a Z-report leaves them out). */
export const OPEN_ORDER_STATUSES = [
  'SCHEDULED',
  'PENDING',
  'ACCEPTED',
  'FINALIZING',
  'READY',
  'DELIVERING',
] as const satisfies readonly OrderStatus[];

/**
 * The day the close proposes: the last complete accounting day, the one before the open one
 * (`today`, by the venue's cut-off). Today is still taking orders, so it is never the default.
 */
export function lastCompleteDay(today: string): string {
  return addDays(today, -1);
}
