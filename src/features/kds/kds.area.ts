import { defineArea, type Gate } from '../../domain/navigation.ts';

/** Issue 19: the KDS licence (`hasKDS`), POS_CUSTOMIZATION or ORDERS, and a venue. */
const KDS: Gate = { scopes: ['POS_CUSTOMIZATION', 'ORDERS'], venue: true, licence: 'kds' };

/**
 * The web kitchen display (issue 19 item 4; docs/kds.md). No sidebar entry (the spec's sidebar has
 * none): a kitchen screen opens /kds directly, or through the search palette.
 */
export const kdsArea = defineArea({
  name: 'kds',
  namespace: 'kds',
  pages: {
    kds: {
      path: '/kds',
      gate: KDS,
      searchable: true,
      calls: ['kdsStations', 'kdsTickets', 'bumpKdsTicket', 'recallKdsTicket', 'kdsPrepTimes'],
    },
  },
});
