import { describe, expect, it } from 'vitest';
import { ordersFilter, validateOrdersSearch } from './orders.route.ts';

describe('the orders filter from the URL', () => {
  it('is no filter at all for an empty URL', () => {
    expect(ordersFilter(validateOrdersSearch({}))).toEqual({
      statuses: null,
      channel: null,
      venueId: null,
      serviceType: null,
      fromDate: null,
      toDate: null,
      number: null,
      staffName: null,
      table: null,
    });
  });

  it("reads every key, the router's numbers as text", () => {
    expect(
      ordersFilter(
        validateOrdersSearch({
          number: 12,
          status: 'COMPLETED',
          channel: 'POS',
          venue: 'v1',
          serviceType: 'TAKE_AWAY',
          staff: ' Ann ',
          table: 7,
          from: '2026-11-01',
          to: '2026-11-30',
        }),
      ),
    ).toEqual({
      statuses: ['COMPLETED'],
      channel: 'POS',
      venueId: 'v1',
      serviceType: 'TAKE_AWAY',
      fromDate: '2026-11-01',
      toDate: '2026-11-30',
      number: 12,
      staffName: 'Ann',
      table: '7',
    });
  });

  it('leaves out a malformed day or number and "any", as the screen shows them', () => {
    const filter = ordersFilter({ number: '12a', from: '1 Nov', to: '2026-13', status: 'ANY', staff: '  ' });
    expect(filter).toMatchObject({
      number: null,
      fromDate: null,
      toDate: null,
      statuses: null,
      staffName: null,
    });
  });
});
