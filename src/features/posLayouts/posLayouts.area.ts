import { defineArea, type Gate } from '../../domain/navigation.ts';

const POS: Gate = { scopes: ['POS_CUSTOMIZATION'] };

/** POS layouts (spec section 2, issue 17): the layout editor at /pos-layout?layoutId=. */
export const posLayoutsArea = defineArea({
  name: 'posLayouts',
  namespace: 'posLayouts',
  pages: {
    posLayouts: {
      path: '/pos-layout',
      gate: POS,
      searchable: true,
      sidebar: { key: 'posLayouts', placement: 'main', order: 80, extra: { venue: true } },
      calls: [
        'posLayouts',
        'posPage',
        'posPageReferences',
        'createPosLayout',
        'updatePosLayout',
        'duplicatePosLayout',
        'deletePosLayout',
        'createPosCategory',
        'updatePosCategory',
        'deletePosCategory',
        'createPosPage',
        'updatePage',
        'removeSubPage',
        'items',
        'upsellsPage',
        'bundleOffersPage',
      ],
    },
  },
});
