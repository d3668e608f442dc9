import { describe, expect, it } from 'vitest';
import { RETRYING_POLL_MS, WAITING_POLL_MS } from './followSends.ts';
import { integrationQueryOptions, invoicesQueryOptions } from './integrations.queries.ts';

type Interval<T> = Extract<T, (...args: never[]) => unknown>;

/** The page's own refetchInterval, given what the last read answered. */
function vouchersInterval(vouchers: { status: string; nextAttemptAt?: string | null }[]) {
  const interval = integrationQueryOptions('fortnox').refetchInterval as Interval<
    ReturnType<typeof integrationQueryOptions>['refetchInterval']
  >;
  return interval({ state: { data: { vouchers } } } as unknown as Parameters<typeof interval>[0]);
}

function invoicesInterval(items: { status: string; nextAttemptAt?: string | null }[]) {
  const interval = invoicesQueryOptions('fortnox').refetchInterval as Interval<
    ReturnType<typeof invoicesQueryOptions>['refetchInterval']
  >;
  return interval({ state: { data: { pages: [{ items }] } } } as unknown as Parameters<typeof interval>[0]);
}

describe("a provider's page follows its sends on the job queue", () => {
  // Issue 44's flaky e2e: the page read while the last day's job was calling Fortnox (the row
  // 'sending', the other day sent) and stopped reading, so it said "Sending" after the send.
  it('reads again while a day is being sent, as while one waits', () => {
    expect(vouchersInterval([{ status: 'sent' }, { status: 'sending' }])).toBe(WAITING_POLL_MS);
    expect(vouchersInterval([{ status: 'sending' }])).toBe(WAITING_POLL_MS);
    expect(vouchersInterval([{ status: 'failed' }, { status: 'pending' }])).toBe(WAITING_POLL_MS);
    expect(invoicesInterval([{ status: 'sent' }, { status: 'sending' }])).toBe(WAITING_POLL_MS);
  });

  it('stops once every day is settled', () => {
    expect(vouchersInterval([{ status: 'sent' }, { status: 'failed' }, { status: 'exported' }])).toBe(false);
    expect(vouchersInterval([])).toBe(false);
    expect(invoicesInterval([{ status: 'sent' }])).toBe(false);
  });

  it('reads a retrying day again soon after its next attempt is due, at most 30 s apart', () => {
    const at = (ms: number) => new Date(Date.now() + ms).toISOString();
    // Due now (a test server's immediate retries): read at the waiting pace.
    expect(vouchersInterval([{ status: 'retrying', nextAttemptAt: at(-1_000) }])).toBe(WAITING_POLL_MS);
    // Due in 10 s: read once it has had time to run, not 30 s later.
    const soon = vouchersInterval([
      { status: 'retrying', nextAttemptAt: at(60_000) },
      { status: 'retrying', nextAttemptAt: at(10_000) },
    ]);
    expect(soon).toBeGreaterThan(10_000);
    expect(soon).toBeLessThanOrEqual(10_000 + WAITING_POLL_MS);
    // An hour away (the production backoff): the slow pace.
    expect(vouchersInterval([{ status: 'retrying', nextAttemptAt: at(3_600_000) }])).toBe(RETRYING_POLL_MS);
    expect(vouchersInterval([{ status: 'retrying', nextAttemptAt: null }])).toBe(RETRYING_POLL_MS);
  });
});
