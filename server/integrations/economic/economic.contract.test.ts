import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProviderError } from '../adapter.ts';
import { contractVoucher } from '../contractFixture.ts';
import { createEconomicAdapter } from './economic.adapter.ts';
import { type FakeEconomic, startFakeEconomic } from './fakeEconomic.ts';

const voucher = contractVoucher('DK', 25);

describe('e-conomic adapter against a local fake e-conomic REST API', () => {
  let fake: FakeEconomic;
  const adapter = () => createEconomicAdapter({ baseUrl: fake.url, appSecretToken: 'ordna-app' });
  const credentials = { grantToken: 'grant-1' };

  beforeAll(async () => {
    fake = await startFakeEconomic({ appSecret: 'ordna-app', grant: 'grant-1' });
  });
  afterAll(() => fake.close());

  it('verifies with both tokens, and says what e-conomic says when it refuses', async () => {
    expect(await adapter().verify(credentials)).toEqual({ ok: true });
    expect(await adapter().verify({ grantToken: 'wrong' })).toEqual({
      ok: false,
      message: 'e-conomic: The agreement grant token is not valid',
    });
    expect(await createEconomicAdapter({ baseUrl: fake.url }).verify(credentials)).toEqual({
      ok: false,
      message: 'e-conomic is not configured on this server (ECONOMIC_APP_SECRET_TOKEN)',
    });
  });

  it('looks the reference up, then posts one balanced voucher of finance-voucher entries', async () => {
    fake.requests.length = 0;
    const sent = await adapter().sendVoucher(credentials, voucher);
    expect(sent.providerReference).toBe('1');
    expect(fake.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /accounting-years',
      'GET /journals/1/entries',
      'GET /accounting-years/2026/entries',
      'POST /journals/1/vouchers',
    ]);
    expect(fake.vouchers[0]).toMatchObject({
      year: '2026',
      entries: [
        {
          account: { accountNumber: 11911 },
          amount: 112,
          date: '2026-11-23',
          text: '[ordna-v1] payment CARD',
        },
        { account: { accountNumber: 11911 }, amount: 3 },
        { account: { accountNumber: 13691 }, amount: -3 },
        { account: { accountNumber: 1010 }, amount: -89.6 },
        {
          account: { accountNumber: 14261 },
          amount: -22.4,
          text: '[ordna-v1] vat 25',
          currency: { code: 'DKK' },
        },
      ],
    });
  });

  it('a resend after a lost answer finds the entries and books nothing twice', async () => {
    const again = await adapter().sendVoucher(credentials, voucher);
    expect(again.providerReference).toBe('1');
    expect(fake.vouchers).toHaveLength(1);
  });

  it('an account missing from the chart and a date outside the years are refused, not retried', async () => {
    const bad = {
      ...voucher,
      reference: 'ordna-v2',
      lines: voucher.lines.map((l, i) => (i === 0 ? { ...l, account: '1234' } : l)),
    };
    const error = await adapter()
      .sendVoucher(credentials, bad)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProviderError);
    expect(error).toMatchObject({ message: 'e-conomic: Account 1234 not found.', retryable: false });
    const early = await adapter()
      .sendVoucher(credentials, { ...voucher, reference: 'ordna-v4', date: '2025-12-31' })
      .catch((e: unknown) => e);
    expect(early).toMatchObject({
      message: 'e-conomic: no accounting year holds 2025-12-31',
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
