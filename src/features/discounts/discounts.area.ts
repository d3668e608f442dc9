import { defineArea, type Gate } from '../../domain/navigation.ts';

const POS: Gate = { scopes: ['POS_CUSTOMIZATION'] };

/** Discounts and offers (spec section 2, issue 17), with the "try it" panel of the pricing engine. */
export const discountsArea = defineArea({
  name: 'discounts',
  namespace: 'discounts',
  pages: {
    discounts: {
      path: '/discounts',
      gate: POS,
      searchable: true,
      sidebar: { key: 'discounts', placement: 'main', order: 50 },
      // offersPage: the paged list (issue 14); tryOffers: the "try it" panel's basket priced by the
      // server (no whole list); `items` for the product pickers (server search, chosen ids).
      calls: ['offersPage', 'tryOffers', 'createOffer', 'updateOffer', 'deleteOffer', 'items'],
    },
  },
});
