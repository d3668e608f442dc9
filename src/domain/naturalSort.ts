/**
 * Natural order for codes and numbers written as text (tables 1, 2, 10; "Bar 2" before "Bar 10"),
 * the one rule wherever the app sorts them (issue 41). The browser and the server compare with
 * `compareNatural`; SQL sorts by `naturalKeySql` (server/tables), whose text `naturalSortKey` builds
 * the same way here, so a keyset cursor made in JS matches the database's order.
 */
const collators = new Map<string, Intl.Collator>();

function collator(locale: string): Intl.Collator {
  let found = collators.get(locale);
  if (!found) {
    found = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' });
    collators.set(locale, found);
  }
  return found;
}

/** Compares two texts with their runs of digits as numbers, case-insensitively, in the locale's order. */
export function compareNatural(a: string, b: string, locale = 'en'): number {
  return collator(locale).compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** A copy sorted naturally by the text `of` each element. */
export function sortNatural<T>(items: readonly T[], of: (item: T) => string, locale = 'en'): T[] {
  return [...items].sort((a, b) => compareNatural(of(a), of(b), locale));
}

/** Digits a number may have in a sort key (longer runs sort as their first 20 digits). */
export const NATURAL_KEY_DIGITS = 20;

/**
 * A text whose byte order is the natural order of codes: the part before the first number, the
 * number zero-padded, then the whole code (`T2` → `t` + `0…02` + `t2`), lower-cased. The SQL of
 * server/tables builds the same text for ORDER BY and keyset cursors.
 */
export function naturalSortKey(code: string): string {
  const lower = code.trim().toLowerCase();
  const digits = /\d+/.exec(lower);
  const prefix = digits ? lower.slice(0, digits.index) : lower;
  const number = (digits?.[0] ?? '').replace(/^0+(?=\d)/, '').slice(0, NATURAL_KEY_DIGITS);
  return `${prefix}\u0001${number.padStart(NATURAL_KEY_DIGITS, '0')}\u0001${lower}`;
}
