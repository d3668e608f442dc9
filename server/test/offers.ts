/**
 * An `OfferInput` for API tests: a Friday 16–18 happy hour, two of the product for the price of
 * one and a half (a staged bundle, 50 % off the second), every venue; `over` changes any field.
 */
export function happyHourDraft(itemId: string, over: Record<string, unknown> = {}) {
  return {
    name: 'Happy hour',
    type: 'STAGED_BUNDLE',
    discountType: 'PERCENTAGE',
    value: 0,
    selectionMode: 'MULTIPLE',
    automatic: true,
    permission: 'NONE',
    venueIds: [],
    groups: [{ itemIds: [itemId] }],
    stages: [{ quantity: 2, value: 50 }],
    validity: { weekdays: ['FRIDAY'], timeWindows: [{ from: '16:00', to: '18:00' }] },
    ...over,
  };
}
