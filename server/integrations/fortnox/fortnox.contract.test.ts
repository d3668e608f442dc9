import { accountingContract, contractVoucher } from '../contractFixture.ts';
import { startFakeFortnox } from './fakeFortnox.ts';
import { createFortnoxAdapter } from './fortnox.adapter.ts';

accountingContract({
  name: 'Fortnox',
  start: () => startFakeFortnox({ token: 'good-token' }),
  adapter: (fake) => createFortnoxAdapter({ baseUrl: fake.url }),
  credentials: { accessToken: 'good-token' },
  refused: {
    credentials: { accessToken: 'wrong' },
    message: 'Fortnox: Invalid authorization (access token)',
  },
  voucher: contractVoucher('SE', 12),
  reference: 'A1/1',
  booked: {
    Description: '[ordna-v1] Dagskassa Södermalm',
    TransactionDate: '2026-11-23',
    VoucherRows: [
      { Account: 1580, Debit: 112, Credit: 0 },
      { Account: 1580, Debit: 3, Credit: 0 },
      { Account: 2890, Debit: 0, Credit: 3 },
      { Account: 3002, Debit: 0, Credit: 100 },
      { Account: 2621, Debit: 0, Credit: 12 },
    ],
  },
  unknownAccount: 'Fortnox: Account 1234 does not exist or is not active',
});
