import { defineArea } from '../../domain/navigation.ts';

/** Tableside ordering (issue 19 item 5; docs/online-ordering.md): ORDERS and the `hasAppOrders` licence. */
export const onlineOrderingArea = defineArea({
  name: 'onlineOrdering',
  namespace: 'onlineOrdering',
  pages: {
    onlineOrdering: {
      path: '/online-ordering',
      nav: { under: 'tables', order: 40 },
      gate: { scopes: ['ORDERS'], licence: 'appOrders' },
      searchable: true,
      calls: [
        'onlineOrderingVenues',
        'updateOnlineOrdering',
        'onlineOrderingQrSheet',
        'onlineOrderingQrCodes',
      ],
    },
  },
});
