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
      // offersPage: the paged list of this page's offers (issue 14); the screen itself still reads
      // `offers` whole for its "try it" panel, which prices against every offer.
      calls: ['offers', 'offersPage', 'createOffer', 'updateOffer', 'deleteOffer', 'items'],
    },
  },
});
