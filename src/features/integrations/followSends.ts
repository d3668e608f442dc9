/** How often a provider's page reads again while a row waits for its job or is being sent. */
export const WAITING_POLL_MS = 2_000;
/** The longest a retrying row goes unread (its next attempt may be hours away). */
export const RETRYING_POLL_MS = 30_000;

export interface QueuedRow {
  status: string;
  nextAttemptAt?: string | null;
}

/**
 * When a provider's page reads its vouchers or invoices again while their sends are on the job
 * queue, or false once every row is settled (sent, exported, failed). A row being sent ('sending')
 * is followed like a waiting one: reading stopped on it left the page saying "Sending" after the
 * job had finished (issue 44's flaky e2e). A retrying row is read again soon after its next
 * attempt is due, at most every 30 s.
 */
export function followSends(rows: readonly QueuedRow[], now = Date.now()): number | false {
  if (rows.some((row) => row.status === 'pending' || row.status === 'sending')) return WAITING_POLL_MS;
  const retrying = rows.filter((row) => row.status === 'retrying');
  if (!retrying.length) return false;
  const times = retrying
    .map((row) => (row.nextAttemptAt ? Date.parse(row.nextAttemptAt) : Number.NaN))
    .filter(Number.isFinite);
  // No readable time: the slow pace. Else the first attempt's time plus a poll for it to run.
  if (!times.length) return RETRYING_POLL_MS;
  const due = Math.min(...times);
  return Math.min(RETRYING_POLL_MS, Math.max(WAITING_POLL_MS, due - now + WAITING_POLL_MS));
}
