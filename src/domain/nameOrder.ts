import type { Language } from './locales.ts';

/**
 * The order of names in server-paged lists, per the viewer's language (decision 0091): Swedish
 * puts å ä ö after z, Norwegian and Danish æ ø å; every other language reads accents as their
 * base letter, as Unicode's root collation does. A name becomes a key compared byte by byte
 * ("C"), so PostgreSQL and PGlite (whose ICU has no Nordic tailorings) give the same order and a
 * keyset cursor compares the same way the list sorts. The server builds the key in SQL from the
 * same tables (server/platform/paging/nameOrder.ts); `nameSortKey` is its TypeScript twin.
 */
export type NameOrder = 'sv' | 'nordic' | 'root';

export function nameOrderOf(language: Language): NameOrder {
  if (language === 'sv') return 'sv';
  return language === 'no' || language === 'da' ? 'nordic' : 'root';
}

/**
 * The three places after z. The letters they stand for are folded to plain a first (in the same
 * single pass), so no name's own character can tie with them; they sort before Latin
 * Extended-A and every other script, as the Nordic letters do in ICU.
 */
const AFTER_Z = ['\u00e0', '\u00e1', '\u00e2'] as const;

/** Accented letters read as their base letter in every order (CLDR root, primary strength). */
const FOLDS: Record<string, string> = {
  a: 'àáâãāăą',
  c: 'çćĉċč',
  d: 'ďđð',
  e: 'èéêëēĕėęě',
  g: 'ĝğġģ',
  h: 'ĥħ',
  i: 'ìíîïĩīĭįı',
  j: 'ĵ',
  k: 'ķ',
  l: 'ĺļľŀł',
  n: 'ñńņňŋ',
  o: 'òóôõōŏő',
  r: 'ŕŗř',
  s: 'śŝşšș',
  t: 'ţťŧț',
  u: 'ùúûũūŭůűų',
  w: 'ŵ',
  y: 'ýÿŷ',
  z: 'źżž',
};

interface Rules {
  /** Letters written as two (ß as ss), replaced before the single letters are mapped. */
  expand: readonly (readonly [string, string])[];
  /** One letter to one: the folds, then the order's own letters (these win). */
  map: Record<string, string>;
  /**
   * The tie-break of names equal in the first key (Öl and Øl in Swedish): the name in lower case,
   * in byte order (a plain letter before its accented ones), these letters swapped first where
   * the language puts them the other way round (Danish and Norwegian: æ before ä, ø before ö).
   */
  swap: Record<string, string>;
}

function rules(expand: Rules['expand'], own: Record<string, string>, swap: Rules['swap'] = {}): Rules {
  const map: Record<string, string> = {};
  for (const [base, letters] of Object.entries(FOLDS)) for (const letter of letters) map[letter] = base;
  return { expand, map: { ...map, ...own }, swap };
}

/** Between the first key and the tie-break: below every character a name holds. */
export const KEY_SEPARATOR = '\u0001';

const [first, second, third] = AFTER_Z;

/** From CLDR's sv, nb and da tailorings and the root order, reduced to the primary level. */
export const NAME_ORDER_RULES: Record<NameOrder, Rules> = {
  // sv: å < ä (= æ, ę) < ö (= ø, ő, œ, ô) after z; ü is y, þ is th.
  sv: rules(
    [
      ['ß', 'ss'],
      ['þ', 'th'],
    ],
    {
      å: first,
      ä: second,
      æ: second,
      ę: second,
      ö: third,
      ø: third,
      ő: third,
      œ: third,
      ô: third,
      ü: 'y',
      ű: 'y',
    },
  ),
  // nb, da: æ (= ä) < ø (= ö, ő, œ) < å (= aa) after z, æ before ä and ø before ö; ü is y, þ is th.
  nordic: rules(
    [
      ['ß', 'ss'],
      ['þ', 'th'],
      ['aa', 'å'],
    ],
    {
      æ: first,
      ä: first,
      ø: second,
      ö: second,
      ő: second,
      œ: second,
      å: third,
      ü: 'y',
      ű: 'y',
    },
    { æ: 'ä', ä: 'æ', ø: 'ö', ö: 'ø' },
  ),
  // Root: æ is ae, œ oe, ß ss; å ä ö ø ü are a a o o u; þ stays after z.
  root: rules(
    [
      ['ß', 'ss'],
      ['æ', 'ae'],
      ['œ', 'oe'],
    ],
    { å: 'a', ä: 'a', ö: 'o', ø: 'o', ü: 'u' },
  ),
};

/**
 * The rules as SQL's `replace` pairs and `translate` strings, upper case included (PostgreSQL's
 * `lower` leaves non-ASCII letters alone where the database's character type is plain "C").
 */
export function nameOrderTables(order: NameOrder): {
  expand: [string, string][];
  from: string;
  to: string;
  swapFrom: string;
  swapTo: string;
} {
  const { expand, map, swap } = NAME_ORDER_RULES[order];
  const letters = (table: Record<string, string>) => {
    const pairs: [string, string][] = [];
    for (const [letter, target] of Object.entries(table)) {
      pairs.push([letter, target]);
      const upper = letter.toUpperCase();
      if (upper.length === 1 && upper !== letter && upper.toLowerCase() === letter)
        pairs.push([upper, target]);
    }
    return pairs;
  };
  const pairs = letters(map);
  const swaps = letters(swap);
  const expansions: [string, string][] = [];
  for (const [letters, into] of expand) {
    expansions.push([letters, into]);
    const upper = letters.toUpperCase();
    if (upper !== letters && upper.toLowerCase() === letters && [...upper].length === [...letters].length)
      expansions.push([upper, into]);
  }
  return {
    expand: expansions,
    from: pairs.map(([letter]) => letter).join(''),
    to: pairs.map(([, target]) => target).join(''),
    swapFrom: swaps.map(([letter]) => letter).join(''),
    swapTo: swaps.map(([, target]) => target).join(''),
  };
}

function translate(text: string, from: string, to: string): string {
  const target = new Map([...from].map((letter, i) => [letter, [...to][i] ?? '']));
  return [...text].map((letter) => target.get(letter) ?? letter).join('');
}

/**
 * A name's key in an order, the way the server's SQL computes it: the first key (lower case, then
 * the rules), the separator, the tie-break (lower case, the order's swaps).
 */
export function nameSortKey(name: string, order: NameOrder): string {
  const { swapFrom, swapTo } = nameOrderTables(order);
  return `${nameFirstKey(name, order)}${KEY_SEPARATOR}${translate(name.toLowerCase(), swapFrom, swapTo)}`;
}

/** The first key alone: names equal in it differ only in accents or case (Öl, Øl; Äpple, Apple). */
export function nameFirstKey(name: string, order: NameOrder): string {
  const { expand, from, to } = nameOrderTables(order);
  let key = name.toLowerCase();
  for (const [letters, into] of expand) key = key.replaceAll(letters, into);
  return translate(key, from, to);
}

/** Byte order of two keys, as PostgreSQL's "C" collation compares them (code points). */
export function compareKeys(a: string, b: string): number {
  const x = [...a].map((c) => c.codePointAt(0) ?? 0);
  const y = [...b].map((c) => c.codePointAt(0) ?? 0);
  for (let i = 0; i < Math.min(x.length, y.length); i += 1)
    if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
  return x.length - y.length;
}

/** Rows by their name in an order, the same as a server-paged list of them (ties keep their given order). */
export function sortByName<T>(rows: readonly T[], nameOf: (row: T) => string, order: NameOrder): T[] {
  return rows
    .map((row) => ({ row, key: nameSortKey(nameOf(row), order) }))
    .sort((a, b) => compareKeys(a.key, b.key))
    .map(({ row }) => row);
}

/** Names in an order, the same as a server-paged list of them (ties keep their given order). */
export function sortNames(names: readonly string[], order: NameOrder): string[] {
  return sortByName(names, (name) => name, order);
}
