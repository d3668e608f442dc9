import { expect, it } from 'vitest';
import { accountingContract, contractVoucher, refusalOf } from '../contractFixture.ts';
import { tripletexAccountId as id, startFakeTripletex } from './fakeTripletex.ts';
import { createTripletexAdapter } from './tripletex.adapter.ts';

const voucher = contractVoucher('NO', 25);
const credentials = { employeeToken: 'employee-1' };
const now = () => new Date('2026-11-24T06:00:00Z');

accountingContract({
  name: 'Tripletex',
  start: () =>
    startFakeTripletex({ consumerToken: 'ordna-consumer', employeeToken: 'employee-1', clients: ['4711'] }),
  adapter: (fake) => createTripletexAdapter({ baseUrl: fake.url, consumerToken: 'ordna-consumer', now }),
  credentials,
  refused: { credentials: { employeeToken: 'wrong' }, message: 'Tripletex: Invalid employee token' },
  notConfigured: {
    adapter: (fake) => createTripletexAdapter({ baseUrl: fake.url, now }),
    message: 'Tripletex is not configured on this server (TRIPLETEX_CONSUMER_TOKEN)',
  },
  voucher,
  calls: [
    'PUT /v2/token/session/:create',
    'GET /v2/ledger/voucher/>externalVoucherNumber',
    'GET /v2/ledger/account',
    'POST /v2/ledger/voucher',
  ],
  reference: '1/2026',
  booked: {
    companyId: '0',
    date: '2026-11-23',
    externalVoucherNumber: 'ordna-v1',
    postings: [
      { row: 1, account: { id: id(1570) }, amountGross: 112, description: 'payment CARD' },
      { row: 2, account: { id: id(1570) }, amountGross: 3 },
      { row: 3, account: { id: id(2990) }, amountGross: -3 },
      { row: 4, account: { id: id(3000) }, amountGross: -89.6 },
      { row: 5, account: { id: id(2700) }, amountGross: -22.4, description: 'vat 25' },
    ],
  },
  afterSend: (fake) => {
    // The session lasts till tomorrow; VAT has its own postings, so no vatType.
    expect(fake.requests[0]?.query.get('expirationDate')).toBe('2026-11-25');
    expect(fake.vouchers[0]?.postings.some((p) => p.vatType !== undefined)).toBe(false);
  },
  unknownAccount: 'Tripletex: account 1234 is not in the chart of accounts',
  more: (fake, adapter) =>
    it('the tenant picks the client company', async () => {
      await adapter().sendVoucher(credentials, { ...voucher, reference: 'ordna-t1', tenant: '4711' });
      expect(fake().vouchers.at(-1)?.companyId).toBe('4711');
      const refused = await refusalOf(
        adapter().sendVoucher(credentials, { ...voucher, reference: 'ordna-t2', tenant: '999' }),
      );
      expect(refused).toMatchObject({ message: 'Tripletex: Unauthorized', retryable: false });
    }),
});
