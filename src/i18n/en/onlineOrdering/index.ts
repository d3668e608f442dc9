import type { BaseTranslation } from '../../i18n-types.js';

const en_onlineOrdering = {
  page: {
    title: 'Tableside ordering',
    intro:
      'Guests scan the QR code on their table, see the menu with allergens and order; they pay at the table. Orders arrive with source App in orders, table monitoring and the kitchen display.',
    venue: 'Venue',
    enabled: 'Tableside ordering on',
    menu: 'Menu',
    menuAuto: 'By the menu schedule (table service)',
    noMenus: 'No table-service menu is linked to this venue. Link one under Menus.',
    save: 'Save',
    saved: 'Saved',
    qr: 'QR codes (PDF)',
    qrFile: 'qr-codes-{venue:string}.pdf',
    empty: 'No venues.',
  },
  pdf: {
    title: 'Scan to order – {venue:string}',
    table: 'Table {code:string}',
    hint: 'Scan, order, pay at the table.',
    noTables: 'This venue has no tables yet.',
  },
  guest: {
    title: '{venue:string} – table {table:string}',
    loading: 'Loading the menu…',
    closed: 'We are not taking orders from the table right now.',
    allergens: 'Allergens',
    add: 'Add {item:string}',
    remove: 'Remove one {item:string}',
    inCart: '{count:number} in the order',
    cart: 'Your order',
    empty: 'Nothing chosen yet.',
    total: 'Total',
    place: 'Place order',
    placing: 'Sending…',
    placed: 'Thank you! Order {number:number} is on its way to the kitchen. You pay at the table.',
    failed: 'The order could not be sent. Try again.',
    payAtTable: 'You pay at the table.',
  },
  errors: {
    unknownTable: 'This table is not taking orders. Ask the staff for help.',
    closed: 'The venue is closed for orders from the table right now.',
    notOnMenu: 'This dish is not on the menu right now.',
    throttled: 'Too many orders from this table. Wait a few minutes and try again.',
    menuNotLinked: 'Choose a table-service menu of this venue.',
    required: 'Required',
    invalid: 'Invalid value',
    checkFields: 'Check the marked fields.',
  },
} satisfies BaseTranslation;

export default en_onlineOrdering;
