import { expect, it } from 'vitest';
import { accountingContract, contractVoucher, refusalOf } from '../contractFixture.ts';
import { createEconomicAdapter } from './economic.adapter.ts';
import { startFakeEconomic } from './fakeEconomic.ts';

const voucher = contractVoucher('DK', 25);
const credentials = { grantToken: 'grant-1' };

accountingContract({
  name: 'e-conomic',
  start: () => startFakeEconomic({ appSecret: 'ordna-app', grant: 'grant-1' }),
  adapter: (fake) => createEconomicAdapter({ baseUrl: fake.url, appSecretToken: 'ordna-app' }),
  credentials,
  refused: {
    credentials: { grantToken: 'wrong' },
    message: 'e-conomic: The agreement grant token is not valid',
  },
  notConfigured: {
    adapter: (fake) => createEconomicAdapter({ baseUrl: fake.url }),
    message: 'e-conomic is not configured on this server (ECONOMIC_APP_SECRET_TOKEN)',
  },
  voucher,
  calls: [
    'GET /accounting-years',
    'GET /journals/1/entries',
    'GET /accounting-years/2026/entries',
    'POST /journals/1/vouchers',
  ],
  reference: '1',
  booked: {
    year: '2026',
    entries: [
      { account: { accountNumber: 11911 }, amount: 112, date: '2026-11-23', text: '[ordna-v1] payment CARD' },
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
  },
  unknownAccount: 'e-conomic: Account 1234 not found.',
  more: (_fake, adapter) =>
    it('a date outside the accounting years is refused, not retried', async () => {
      const early = await refusalOf(
        adapter().sendVoucher(credentials, { ...voucher, reference: 'ordna-v4', date: '2025-12-31' }),
      );
      expect(early).toMatchObject({
        message: 'e-conomic: no accounting year holds 2025-12-31',
        retryable: false,
      });
    }),
});
