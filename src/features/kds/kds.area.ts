import { defineArea, type Gate } from '../../domain/navigation.ts';

/** Issue 19: the KDS licence (`hasKDS`), POS_CUSTOMIZATION or ORDERS, and a venue. */
const KDS: Gate = { scopes: ['POS_CUSTOMIZATION', 'ORDERS'], venue: true, licence: 'kds' };

/**
 * The web kitchen display (issue 19 item 4; docs/kds.md). Its own sidebar entry (issue 41: every page
 * from the sidebar): under Tables or Orders it would hide from those who hold the other scope or licence.
 */
export const kdsArea = defineArea({
  name: 'kds',
  namespace: 'kds',
  pages: {
    kds: {
      path: '/kds',
      gate: KDS,
      searchable: true,
      sidebar: { key: 'kds', placement: 'main', order: 75 },
      calls: ['kdsStations', 'kdsTickets', 'bumpKdsTicket', 'recallKdsTicket', 'kdsPrepTimes'],
    },
  },
});
