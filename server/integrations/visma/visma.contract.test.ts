import { expect } from 'vitest';
import { accountingContract, contractVoucher } from '../contractFixture.ts';
import { startFakeVisma } from './fakeVisma.ts';
import { createVismaAdapter } from './visma.adapter.ts';

accountingContract({
  name: 'Visma eEkonomi',
  start: () => startFakeVisma({ token: 'good-token' }),
  adapter: (fake) => createVismaAdapter({ baseUrl: fake.url }),
  credentials: { accessToken: 'good-token' },
  refused: {
    credentials: { accessToken: 'wrong' },
    message: 'Visma eEkonomi: The access token is invalid or expired',
  },
  voucher: contractVoucher('SE', 12),
  calls: ['GET /v2/vouchers', 'POST /v2/vouchers'],
  reference: 'V1',
  booked: {
    VoucherDate: '2026-11-23',
    VoucherText: '[ordna-v1] Dagskassa Södermalm',
    Rows: [
      { AccountNumber: 1580, DebitAmount: 112, CreditAmount: 0, TransactionText: 'payment CARD' },
      { AccountNumber: 1580, DebitAmount: 3, CreditAmount: 0 },
      { AccountNumber: 2890, DebitAmount: 0, CreditAmount: 3 },
      { AccountNumber: 3002, DebitAmount: 0, CreditAmount: 100 },
      { AccountNumber: 2621, DebitAmount: 0, CreditAmount: 12, TransactionText: 'vat 12' },
    ],
  },
  afterSend: (fake) => expect(fake.requests[0]?.query.get('$filter')).toBe('VoucherDate eq 2026-11-23'),
  unknownAccount: 'Visma eEkonomi: Account 1234 does not exist',
});
