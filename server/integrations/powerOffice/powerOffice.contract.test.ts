import { accountingContract, contractVoucher } from '../contractFixture.ts';
import { powerOfficeAccountId as id, startFakePowerOffice } from './fakePowerOffice.ts';
import { createPowerOfficeAdapter } from './powerOffice.adapter.ts';

const keys = { applicationKey: 'ordna-app', subscriptionKey: 'ordna-sub' };

accountingContract({
  name: 'PowerOffice Go',
  start: () => startFakePowerOffice({ ...keys, clientKey: 'client-1' }),
  adapter: (fake) => createPowerOfficeAdapter({ baseUrl: fake.url, ...keys }),
  credentials: { clientKey: 'client-1' },
  refused: { credentials: { clientKey: 'wrong' }, message: 'PowerOffice Go: The client key is not valid' },
  notConfigured: {
    adapter: (fake) => createPowerOfficeAdapter({ baseUrl: fake.url }),
    message: 'PowerOffice Go is not configured on this server (POWEROFFICE_SUBSCRIPTION_KEY)',
  },
  voucher: contractVoucher('NO', 15),
  calls: ['POST /OAuth/Token', 'GET /v2/GeneralLedgerAccounts', 'POST /v2/Vouchers/ManualJournals'],
  reference: '1',
  // Go's duplicate check on ExternalImportReference (409) answers the resend, not a look-up.
  resendReference: 'ExternalImportReference ordna-v1',
  booked: {
    VoucherDate: '2026-11-23',
    ExternalImportReference: 'ordna-v1',
    VoucherLines: [
      { AccountId: id(1570), CurrencyAmount: 112, PostingDate: '2026-11-23', Description: 'payment CARD' },
      { AccountId: id(1570), CurrencyAmount: 3 },
      { AccountId: id(2990), CurrencyAmount: -3 },
      { AccountId: id(3030), CurrencyAmount: -97.39 },
      { AccountId: id(2701), CurrencyAmount: -14.61, Description: 'vat 15' },
    ],
  },
  unknownAccount: 'PowerOffice Go: account 1234 is not in the chart of accounts',
});
