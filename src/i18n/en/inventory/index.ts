import type { BaseTranslation } from '../../i18n-types.js';

const en_inventory = {
  page: {
    title: 'Inventory',
    venue: 'Venue',
    search: 'Search products',
    lowOnly: 'Low stock only',
    none: 'No stock tracked at this venue yet. Record a delivery or a count to start.',
    count: '{count:number} {{product|products}}',
    more: 'Show more',
    saved: 'Saved',
  },
  columns: {
    product: 'Product',
    level: 'In stock',
    lowLevel: 'Low-stock level',
    status: 'Status',
    actions: 'Actions',
  },
  status: {
    inStock: 'In stock',
    low: 'Low',
    soldOut: 'Sold out',
  },
  actions: {
    delivery: 'Record delivery',
    count: 'Record count',
    history: 'History',
    low: 'Low-stock level',
  },
  dialog: {
    product: 'Product',
    quantity: 'Units delivered',
    level: 'Units counted',
    note: 'Note',
    lowLevel: 'Low-stock level (empty: no warning)',
    save: 'Save',
    cancel: 'Cancel',
    choose: 'Choose a product',
  },
  kinds: {
    SALE: 'Sale',
    RETURN: 'Return',
    DELIVERY: 'Delivery',
    COUNT: 'Count',
    ADJUSTMENT: 'Adjustment',
  },
  movements: {
    title: 'Movements: {product:string}',
    at: 'When',
    kind: 'Kind',
    delta: 'Change',
    level: 'Level',
    who: 'Who',
    note: 'Note',
    none: 'No movements yet.',
  },
  errors: {
    checkFields: 'Check the marked fields.',
    required: 'Required',
    invalid: 'Not valid',
    tooSmall: 'Too small',
    tooLarge: 'Too large',
    tooLong: 'Too long',
    soldOut: '{product:string} is sold out.',
  },
} satisfies BaseTranslation;

export default en_inventory;
