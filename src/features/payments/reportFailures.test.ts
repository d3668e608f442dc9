import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureClient } from '../../graphql/client.ts';
import { mutation } from '../../platform/shell/index.ts';
import { CreatePayoutReportDocument } from './payments.gql.ts';
import { isUnreportedReportFailure } from './reportFailures.ts';

const input = {
  accountHolderId: 'h1',
  type: 'PAYOUTS',
  orgNumber: '556677-8899',
  currency: 'SEK',
  fromDate: '2026-11-01',
  toDate: '2026-11-30',
};

function answering(code: string): typeof fetch {
  return async () =>
    new Response(JSON.stringify({ errors: [{ message: 'Failed', extensions: { code } }] }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
}

describe('payout report failures (spec section 8)', () => {
  afterEach(() => {
    configureClient({ fetch: (...args) => globalThis.fetch(...args) });
    vi.restoreAllMocks();
  });

  it('does not report an internal server error to the logger, but reports other failures', async () => {
    // The product's wrapper and logger, watched where the logger writes.
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const wrapper = mutation;
    configureClient({ fetch: answering('INTERNAL_SERVER_ERROR') });
    const down = await wrapper.runUnreported(isUnreportedReportFailure, CreatePayoutReportDocument, {
      input,
    });
    expect(down.success).toBe(false);
    expect(error).not.toHaveBeenCalled();
    configureClient({ fetch: answering('BAD_USER_INPUT') });
    await wrapper.runUnreported(isUnreportedReportFailure, CreatePayoutReportDocument, { input });
    expect(error).toHaveBeenCalledWith(
      'Mutation failed',
      expect.objectContaining({ code: 'BAD_USER_INPUT' }),
    );
  });
});
