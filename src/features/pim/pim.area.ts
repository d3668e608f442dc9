import { defineArea, type Gate } from '../../domain/navigation.ts';

const POS: Gate = { scopes: ['POS_CUSTOMIZATION'] };

/** What every product-information page calls: the delete flow. */
const COMMON = ['deleteNode', 'deleteNodes'];

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
      nav: { under: 'products', order: 10 },
      resource: 'products',
      gate: POS,
      searchable: true,
      sidebar: { key: 'products', placement: 'main', order: 30 },
      calls: [
        ...COMMON,
        'items',
        'item',
        // The editor's pickers, the category filter and the bulk values search these (issue 14).
        'categoriesPage',
        'courseTypesPage',
        'stationsPage',
        'upsellsPage',
        'variationGroupsPage',
        'createItem',
        'updateItem',
        'updateItemPrice',
        'generateTextCompletion',
        'updateItems',
        'updateItemsMatching',
        'startItemImport',
        'appendItemImport',
        'previewItemImport',
        'commitItemImport',
        // Record metadata (issue 16 item 7): the editor's removable ingredients save through
        // updateMetadata; recordMetadata is the generic read of the same store (same scope).
        'updateMetadata',
        'recordMetadata',
      ],
    },
    categories: {
      path: '/pim/categories',
      nav: { under: 'products', order: 20 },
      resource: 'categories',
      gate: POS,
      searchable: true,
      calls: [
        ...COMMON,
        'categoriesPage',
        'courseTypesPage',
        'stationsPage',
        'createCategory',
        'updateCategory',
        'updateCategories',
        'updateCategoriesMatching',
        'generateTextCompletion',
        // Its note panel (record metadata).
        'recordMetadata',
        'updateMetadata',
      ],
    },
    courses: {
      path: '/pim/courses',
      nav: { under: 'products', order: 30 },
      resource: 'courses',
      gate: POS,
      searchable: true,
      calls: [...COMMON, 'courseTypesPage', 'createCourseType', 'updateCourseType'],
    },
    variations: {
      path: '/pim/variations',
      nav: { under: 'products', order: 40 },
      resource: 'variations',
      aliases: ['/pim/modification-groups'],
      gate: POS,
      searchable: true,
      calls: [...COMMON, 'variationGroupsPage', 'createVariationGroup', 'updateVariationGroup'],
    },
    manageModifications: {
      path: '/pim/manage-modifications',
      nav: { under: 'products', order: 50 },
      resource: 'modifications',
      gate: POS,
      searchable: true,
      calls: [
        ...COMMON,
        'items',
        'item',
        'updateItem',
        'updateItems',
        'updateItemsMatching',
        'variationGroupsPage',
      ],
    },
    messages: {
      path: '/pim/messages',
      nav: { under: 'products', order: 60 },
      resource: 'messages',
      gate: POS,
      searchable: true,
      calls: [...COMMON, 'predefinedMessagesPage', 'createPredefinedMessage', 'updatePredefinedMessage'],
    },
    stations: {
      path: '/pim/stations',
      nav: { under: 'products', order: 70 },
      resource: 'stations',
      gate: POS,
      searchable: true,
      calls: [...COMMON, 'stationsPage', 'createStation', 'updateStation'],
    },
    upsells: {
      path: '/pim/upsells',
      nav: { under: 'products', order: 80 },
      resource: 'upsells',
      gate: POS,
      searchable: true,
      calls: [
        ...COMMON,
        'upsellsPage',
        'items',
        'createUpsell',
        'updateUpsell',
        // Its note panel (record metadata).
        'recordMetadata',
        'updateMetadata',
      ],
    },
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
    { key: 'createProduct', page: 'products', search: { id: 'new' }, order: 2 },
    { key: 'createCategory', page: 'categories', search: { id: 'new' }, order: 3 },
  ],
});

/** The product-information pages, in the spec's order. */
export const PIM_PAGES = Object.keys(pimArea.pages) as (keyof typeof pimArea.pages)[];
