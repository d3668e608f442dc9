import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultMapping } from '../../../src/domain/integrations/mapping.ts';
import { dailyVoucher } from '../../../src/domain/integrations/voucher.ts';
import { ProviderError } from '../adapter.ts';
import { type FakeFortnox, startFakeFortnox } from './fakeFortnox.ts';
import { createFortnoxAdapter } from './fortnox.adapter.ts';

const lines = dailyVoucher(
  {
    accountingDate: '2026-11-23',
    sales: [{ rate: 12, gross: 11_200, vat: 1_200 }],
    payments: [{ method: 'CARD', amount: 11_200 }],
    tips: 300,
    cashDifference: 0,
  },
  defaultMapping('SE'),
);
const voucher = { reference: 'ordna-v1', date: '2026-11-23', description: 'Dagskassa Södermalm', lines };

describe('Fortnox adapter against a local fake Fortnox', () => {
  let fake: FakeFortnox;
  const adapter = () => createFortnoxAdapter({ baseUrl: fake.url });
  const credentials = { accessToken: 'good-token' };

  beforeAll(async () => {
    fake = await startFakeFortnox({ token: 'good-token' });
  });
  afterAll(() => fake.close());

  it('verifies credentials, and says what Fortnox says when it refuses them', async () => {
    expect(await adapter().verify(credentials)).toEqual({ ok: true });
    expect(await adapter().verify({ accessToken: 'wrong' })).toEqual({
      ok: false,
      message: 'Fortnox: Invalid authorization (access token)',
    });
  });

  it('books a balanced voucher in the documented shape', async () => {
    const sent = await adapter().sendVoucher(credentials, voucher);
    expect(sent.providerReference).toBe('A1/1');
    expect(fake.vouchers[0]).toMatchObject({
      Description: '[ordna-v1] Dagskassa Södermalm',
      TransactionDate: '2026-11-23',
      VoucherRows: [
        { Account: 1580, Debit: 112, Credit: 0 },
        { Account: 1580, Debit: 3, Credit: 0 },
        { Account: 2890, Debit: 0, Credit: 3 },
        { Account: 3002, Debit: 0, Credit: 100 },
        { Account: 2621, Debit: 0, Credit: 12 },
      ],
    });
  });

  it('a resend is idempotent: the voucher already there is answered, nothing is booked twice', async () => {
    const again = await adapter().sendVoucher(credentials, voucher);
    expect(again.providerReference).toBe('A1/1');
    expect(fake.vouchers).toHaveLength(1);
  });

  it('an account missing from the chart is refused with the message, not retried', async () => {
    const bad = {
      ...voucher,
      reference: 'ordna-v2',
      lines: lines.map((l, i) => (i === 0 ? { ...l, account: '1234' } : l)),
    };
    const error = await adapter()
      .sendVoucher(credentials, bad)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({
      message: 'Fortnox: Account 1234 does not exist or is not active',
      retryable: false,
    });
  });

  it('an outage is retryable', async () => {
    fake.down = true;
    const error = await adapter()
      .sendVoucher(credentials, { ...voucher, reference: 'ordna-v3' })
      .catch((e: unknown) => e);
    fake.down = false;
    expect(error).toMatchObject({ retryable: true });
  });
});
