/**
 * Menus and prices (spec sections 3, 4 and 9): the constants, the all-articles menu's names, the
 * menu sort order and the validation shared by the API and the menu screens. Issue messages are
 * error codes: keys of the `menus.errors` dictionary.
 */

import { SCHEDULE_ERROR_CODES } from './menuAt.ts';
import { sortKey } from './sorting.ts';

/** The four service types a venue has a menu for (spec section 9: "Venue-menu service types: 4"). */
export const VENUE_SERVICE_TYPES = ['POS', 'TABLE_SERVICE', 'TAKE_AWAY', 'EAT_HERE'] as const;
export type VenueServiceType = (typeof VENUE_SERVICE_TYPES)[number];

/** After adding an item, the new entry's price field takes the focus after this delay (spec section 9). */
export const MENU_INPUT_FOCUS_DELAY_MS = 200;
/** The item picker's type-ahead forgets what was typed after this pause (spec section 9). */
export const MENU_TYPEAHEAD_RESET_MS = 350;

/** The all-articles menu's names (spec section 4). */
export const ALL_ARTICLES_NAMES = {
  en: 'All articles',
  se: 'Alla artiklar',
  es: 'Todos los artículos',
  no: 'Alle artikler',
} as const;

/** The all-articles menu is found by its name, case-insensitive (spec section 4). */
export function isAllArticles(name: string): boolean {
  return name.trim().toLowerCase() === ALL_ARTICLES_NAMES.en.toLowerCase();
}

/** Menus by name in the company country's locale, a leading [TA] ignored (spec section 5). */
export function sortMenus<T extends { name: string }>(menus: readonly T[], locale: string): T[] {
  const { compare } = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  return menus
    .map((menu) => ({ menu, key: sortKey(menu.name) }))
    .sort((a, b) => compare(a.key, b.key))
    .map(({ menu }) => menu);
}

export const MENU_ERROR_CODES = [
  'required',
  'tooLong',
  'tooMany',
  'priceInvalid',
  'currencyInvalid',
  'reservedName',
  'unknownReference',
  'duplicate',
  'serviceTypeInvalid',
  ...SCHEDULE_ERROR_CODES,
] as const;
export type MenuErrorCode = (typeof MENU_ERROR_CODES)[number];

export function isMenuErrorCode(value: string): value is MenuErrorCode {
  return (MENU_ERROR_CODES as readonly string[]).includes(value);
}
