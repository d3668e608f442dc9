import type { BaseTranslation } from '../../i18n-types.js';

/** The product's "what's new" entries (server/changelog/entries.ts), read by the server only. */
const en_changelog = {
  entries: {
    tablesLive: {
      title: 'Floor plans and live tables',
      body: 'Draw each room with its tables, and watch them fill during service without reloading.',
    },
    financeHome: {
      title: 'Sales overview and Z-reports',
      body: 'Live figures on the home page, and Z-reports that meet the Swedish and Norwegian rules.',
    },
    staffPins: {
      title: 'Staff, PINs and access levels',
      body: 'Add staff with a PIN for the till, and decide exactly what each person may do.',
    },
    menuHistory: {
      title: 'Change history for menus and products',
      body: 'See who changed a price or a menu, and undo it with one click.',
    },
  },
} satisfies BaseTranslation;

export default en_changelog;
