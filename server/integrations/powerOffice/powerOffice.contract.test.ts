import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../adapter.ts';
import { contractVoucher } from '../contractFixture.ts';
import { type FakePowerOffice, powerOfficeAccountId as id, startFakePowerOffice } from './fakePowerOffice.ts';
import { createPowerOfficeAdapter } from './powerOffice.adapter.ts';

const voucher = contractVoucher('NO', 15);
const keys = { applicationKey: 'ordna-app', subscriptionKey: 'ordna-sub' };

describe('PowerOffice Go adapter against a local fake Go API v2', () => {
  let fake: FakePowerOffice;
  const adapter = () => createPowerOfficeAdapter({ baseUrl: fake.url, ...keys });
  const credentials = { clientKey: 'client-1' };

  beforeAll(async () => {
    fake = await startFakePowerOffice({ ...keys, clientKey: 'client-1' });
  });
  afterAll(() => fake.close());

  it('verifies the client key through the token endpoint, and says what Go says when it refuses', async () => {
    expect(await adapter().verify(credentials)).toEqual({ ok: true });
    expect(await adapter().verify({ clientKey: 'wrong' })).toEqual({
      ok: false,
      message: 'PowerOffice Go: The client key is not valid',
    });
  });

  it('is "not configured" without Ordna’s application key, and never calls Go then', async () => {
    fake.requests.length = 0;
    const bare = createPowerOfficeAdapter({ baseUrl: fake.url });
    expect(await bare.verify(credentials)).toEqual({
      ok: false,
      message: 'PowerOffice Go is not configured on this server (POWEROFFICE_SUBSCRIPTION_KEY)',
    });
    expect(fake.requests).toHaveLength(0);
  });

  it('posts a balanced manual journal with accounts by id, NOK, the date and our reference', async () => {
    fake.requests.length = 0;
    const sent = await adapter().sendVoucher(credentials, voucher);
    expect(sent.providerReference).toBe('1');
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /OAuth/Token',
      'GET /v2/GeneralLedgerAccounts',
      'POST /v2/Vouchers/ManualJournals',
    ]);
    expect(fake.vouchers[0]).toMatchObject({
      VoucherDate: '2026-11-23',
      ExternalImportReference: 'ordna-v1',
      VoucherLines: [
        { AccountId: id(1570), CurrencyAmount: 112, PostingDate: '2026-11-23', Description: 'payment CARD' },
        { AccountId: id(1570), CurrencyAmount: 3 },
        { AccountId: id(2990), CurrencyAmount: -3 },
        { AccountId: id(3030), CurrencyAmount: -97.39 },
        { AccountId: id(2701), CurrencyAmount: -14.61, Description: 'vat 15' },
      ],
    });
  });

  it('a resend after a lost answer is caught by the duplicate check and books nothing twice', async () => {
    const again = await adapter().sendVoucher(credentials, voucher);
    expect(again.providerReference).toBe('ExternalImportReference ordna-v1');
    expect(fake.vouchers).toHaveLength(1);
  });

  it('an account missing from the chart is refused before posting, not retried', async () => {
    const bad = {
      ...voucher,
      reference: 'ordna-v2',
      lines: voucher.lines.map((l, i) => (i === 0 ? { ...l, account: '1234' } : l)),
    };
    const error = await adapter()
      .sendVoucher(credentials, bad)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({
      message: 'PowerOffice Go: account 1234 is not in the chart of accounts',
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
    expect(fake.vouchers).toHaveLength(1);
  });
});
