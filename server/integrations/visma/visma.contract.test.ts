import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../adapter.ts';
import { contractVoucher } from '../contractFixture.ts';
import { type FakeVisma, startFakeVisma } from './fakeVisma.ts';
import { createVismaAdapter } from './visma.adapter.ts';

const voucher = contractVoucher('SE', 12);

describe('Visma eEkonomi adapter against a local fake eAccounting API', () => {
  let fake: FakeVisma;
  const adapter = () => createVismaAdapter({ baseUrl: fake.url });
  const credentials = { accessToken: 'good-token' };

  beforeAll(async () => {
    fake = await startFakeVisma({ token: 'good-token' });
  });
  afterAll(() => fake.close());

  it('verifies credentials, and says what Visma says when it refuses them', async () => {
    expect(await adapter().verify(credentials)).toEqual({ ok: true });
    expect(await adapter().verify({ accessToken: 'wrong' })).toEqual({
      ok: false,
      message: 'Visma eEkonomi: The access token is invalid or expired',
    });
  });

  it('books a balanced voucher in the documented shape, looking it up first', async () => {
    fake.requests.length = 0;
    const sent = await adapter().sendVoucher(credentials, voucher);
    expect(sent.providerReference).toBe('V1');
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /v2/vouchers',
      'POST /v2/vouchers',
    ]);
    expect(fake.requests[0]?.query.get('$filter')).toBe('VoucherDate eq 2026-11-23');
    expect(fake.vouchers[0]).toMatchObject({
      VoucherDate: '2026-11-23',
      VoucherText: '[ordna-v1] Dagskassa Södermalm',
      Rows: [
        { AccountNumber: 1580, DebitAmount: 112, CreditAmount: 0, TransactionText: 'payment CARD' },
        { AccountNumber: 1580, DebitAmount: 3, CreditAmount: 0 },
        { AccountNumber: 2890, DebitAmount: 0, CreditAmount: 3 },
        { AccountNumber: 3002, DebitAmount: 0, CreditAmount: 100 },
        { AccountNumber: 2621, DebitAmount: 0, CreditAmount: 12, TransactionText: 'vat 12' },
      ],
    });
  });

  it('a resend after a lost answer books nothing twice', async () => {
    const again = await adapter().sendVoucher(credentials, voucher);
    expect(again.providerReference).toBe('V1');
    expect(fake.vouchers).toHaveLength(1);
  });

  it('an account missing from the chart is refused with the message, not retried', async () => {
    const bad = {
      ...voucher,
      reference: 'ordna-v2',
      lines: voucher.lines.map((l, i) => (i === 0 ? { ...l, account: '1234' } : l)),
    };
    const error = await adapter()
      .sendVoucher(credentials, bad)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ message: 'Visma eEkonomi: Account 1234 does not exist', retryable: false });
  });

  it('an outage and a rate limit are retryable', async () => {
    fake.down = true;
    const error = await adapter()
      .sendVoucher(credentials, { ...voucher, reference: 'ordna-v3' })
      .catch((e: unknown) => e);
    fake.down = false;
    expect(error).toMatchObject({ retryable: true });
    expect(fake.vouchers).toHaveLength(1);
  });
});
