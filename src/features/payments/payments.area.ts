import { defineArea, type Gate } from '../../domain/navigation.ts';

/** Payments-only companies (spec section 2; issue 20 item 6, issue 24 item 1; docs/payments.md). */
const PAYMENTS: Gate = { scopes: [], mode: 'paymentsOnly' };

export const paymentsArea = defineArea({
  name: 'payments',
  namespace: 'payments',
  pages: {
    transactions: {
      path: '/payments-transactions',
      gate: PAYMENTS,
      searchable: true,
      sidebar: { key: 'transactions', placement: 'main', order: 110 },
      calls: [
        'paymentTransactions',
        'paymentsOverview',
        'kycLink',
        'checkoutLink',
        'createAccountHolder',
        'addProviderStore',
      ],
    },
    payouts: {
      path: '/payments-payouts',
      gate: PAYMENTS,
      searchable: true,
      sidebar: { key: 'payouts', placement: 'main', order: 120 },
      calls: ['payouts', 'paymentsOverview'],
    },
    paymentsReports: {
      path: '/payments-reports',
      gate: PAYMENTS,
      searchable: true,
      sidebar: { key: 'paymentsReports', placement: 'main', order: 130 },
      calls: ['paymentReports', 'createPayoutReport', 'paymentsOverview'],
    },
  },
});
