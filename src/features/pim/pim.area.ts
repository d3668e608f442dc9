import { defineArea, type Gate } from '../../domain/navigation.ts';

const POS: Gate = { scopes: ['POS_CUSTOMIZATION'] };

/**
 * Product information (spec section 2): eight list-and-edit pages, in the order the spec lists
 * them (the area's own navigation shows them in this order).
 */
export const pimArea = defineArea({
  name: 'pim',
  namespace: 'pim',
  pages: {
    products: {
      path: '/pim/products',
      gate: POS,
      searchable: true,
      sidebar: { key: 'products', placement: 'main', order: 30 },
    },
    categories: { path: '/pim/categories', gate: POS, searchable: true },
    courses: { path: '/pim/courses', gate: POS, searchable: true },
    variations: {
      path: '/pim/variations',
      aliases: ['/pim/modification-groups'],
      gate: POS,
      searchable: true,
    },
    manageModifications: { path: '/pim/manage-modifications', gate: POS, searchable: true },
    messages: { path: '/pim/messages', gate: POS, searchable: true },
    stations: { path: '/pim/stations', gate: POS, searchable: true },
    upsells: { path: '/pim/upsells', gate: POS, searchable: true },
  },
  resources: [
    'products',
    'categories',
    'courses',
    'variations',
    'modifications',
    'messages',
    'stations',
    'upsells',
  ],
  quickActions: [
    { key: 'createProduct', page: 'products', search: { id: 'new' } },
    { key: 'createCategory', page: 'categories', search: { id: 'new' } },
  ],
});

/** The product-information pages, in the spec's order. */
export const PIM_PAGES = Object.keys(pimArea.pages) as (keyof typeof pimArea.pages)[];
