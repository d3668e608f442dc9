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

/** What the close confirmation's preview says about a day (the server's `dayClosePreview`). */
export interface DayClosePreviewFacts {
  accountingDate: string;
  closedNumber: number | null;
  closeProblem: { code: string; date: string } | null;
  openDaysUpTo: number;
}

/**
 * The range close the confirmation offers (issue 40 item 3, "close the range in one call") when
 * an earlier open day with sales holds the chosen day back: from that day to the chosen one, the
 * open days with sales `closeDays` would close. Null when the day can be closed alone, is closed,
 * or is held back by something else.
 */
export function rangeCloseOffer(
  preview: DayClosePreviewFacts,
): { from: string; to: string; days: number } | null {
  const problem = preview.closeProblem;
  if (preview.closedNumber !== null || problem?.code !== 'earlierDayOpen' || preview.openDaysUpTo < 1)
    return null;
  return { from: problem.date, to: preview.accountingDate, days: preview.openDaysUpTo };
}
