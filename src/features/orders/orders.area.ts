import { defineArea } from '../../domain/navigation.ts';

/**
 * Orders and the API page (issue 18): the orders screen and the API keys for terminals. The
 * terminal operations (createOrder, updateOrderStatus, paymentMethods, invoiceTargetsPage,
 * createInvoiceTarget) have no screen of their own:
 * they are listed under the orders page, whose scope (ORDERS) is the one a WRITE_ORDERS key stands for.
 */
export const ordersArea = defineArea({
  name: 'orders',
  namespace: 'orders',
  pages: {
    orders: {
      path: '/orders',
      gate: { scopes: ['ORDERS'], venue: true, products: true },
      searchable: true,
      sidebar: { key: 'orders', placement: 'main', order: 60 },
      calls: [
        'items',
        'orders',
        'order',
        'refundOrder',
        'sendOrderEmail',
        'createOrder',
        'updateOrderStatus',
        'paymentMethods',
        // An INVOICE payment's customer (issue 47 item 3): the till's picker and CREATE_INVOICE_TARGET.
        'invoiceTargetsPage',
        'createInvoiceTarget',
      ],
    },
  },
});

export const apiArea = defineArea({
  name: 'api',
  namespace: 'orders',
  pages: {
    api: {
      path: '/api',
      // Its own scope (issue 42): keys reach the till and the books, not every user's business.
      gate: { scopes: ['API_KEYS'], mode: 'any' },
      searchable: true,
      sidebar: { key: 'api', placement: 'main', order: 140 },
      calls: ['apiKeysPage', 'createApiKey', 'revokeApiKey', 'rotateApiKey'],
    },
  },
});
