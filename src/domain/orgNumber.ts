import type { CountryCode } from './countries.ts';

/**
 * Organisation numbers per country (issue 21 item 5; spec section 9 lengths). Each rule takes the
 * number as typed (spaces, dashes and dots allowed) and says whether the country accepts it:
 * SE 10 digits with the Luhn check, NO 9 digits mod 11, DK CVR 8 digits mod 11, GB a Companies
 * House number (8 digits, or a 2-letter register prefix and 6 digits; older 6–7 digit numbers are
 * zero-padded), ES a NIF/NIE/CIF with its control character, TR a VKN of 10 digits.
 */

/** The number without separators, upper-cased ("556036-0793" → "5560360793"). */
export function compactOrgNumber(value: string): string {
  return value.replace(/[\s.\-/]/g, '').toUpperCase();
}

const digits = (value: string) => [...value].map(Number);

export function luhnValid(value: string): boolean {
  let sum = 0;
  const list = digits(value).reverse();
  list.forEach((d, i) => {
    const v = i % 2 === 1 ? d * 2 : d;
    sum += v > 9 ? v - 9 : v;
  });
  return sum % 10 === 0;
}

function seValid(n: string): boolean {
  // A 12-digit form with the century (16NNNNNNNNNN for companies) is accepted and checked on the last 10.
  const ten = /^(16|19|20)\d{10}$/.test(n) ? n.slice(2) : n;
  return /^\d{10}$/.test(ten) && luhnValid(ten);
}

function noValid(n: string): boolean {
  if (!/^\d{9}$/.test(n)) return false;
  const d = digits(n);
  const weights = [3, 2, 7, 6, 5, 4, 3, 2];
  const sum = weights.reduce((acc, w, i) => acc + w * (d[i] ?? 0), 0);
  const rest = 11 - (sum % 11);
  const check = rest === 11 ? 0 : rest;
  return check !== 10 && check === d[8];
}

function dkValid(n: string): boolean {
  if (!/^[1-9]\d{7}$/.test(n)) return false;
  const d = digits(n);
  const weights = [2, 7, 6, 5, 4, 3, 2, 1];
  return weights.reduce((acc, w, i) => acc + w * (d[i] ?? 0), 0) % 11 === 0;
}

/** Companies House prefixes (Scotland, Northern Ireland, LLPs, charitable bodies, …). */
const GB_PREFIXES = new Set([
  'AC',
  'CE',
  'CS',
  'FC',
  'FE',
  'GE',
  'GN',
  'GS',
  'IC',
  'IP',
  'LP',
  'NA',
  'NC',
  'NF',
  'NI',
  'NL',
  'NO',
  'NP',
  'NR',
  'NZ',
  'OC',
  'OE',
  'R0',
  'RC',
  'SA',
  'SC',
  'SE',
  'SF',
  'SG',
  'SI',
  'SL',
  'SO',
  'SP',
  'SR',
  'SZ',
  'ZC',
]);

function gbValid(n: string): boolean {
  if (/^\d{6,8}$/.test(n)) return Number(n) > 0;
  return /^[A-Z][A-Z0-9]\d{6}$/.test(n) && GB_PREFIXES.has(n.slice(0, 2));
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

function esValid(n: string): boolean {
  // NIF of a person (DNI): 8 digits and a letter; NIE: X/Y/Z, 7 digits and a letter.
  const person = /^([XYZ]|\d)(\d{7})([A-Z])$/.exec(n);
  if (person) {
    const [, first = '', rest = '', letter] = person;
    const lead = first === 'X' ? '0' : first === 'Y' ? '1' : first === 'Z' ? '2' : first;
    return DNI_LETTERS[Number(lead + rest) % 23] === letter;
  }
  // CIF of a company: an entity letter, 7 digits and a control digit or letter.
  const cif = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(n);
  if (!cif) return false;
  const [, kind = '', body = '', control = ''] = cif;
  let sum = 0;
  digits(body).forEach((d, i) => {
    if (i % 2 === 0) {
      const twice = d * 2;
      sum += Math.floor(twice / 10) + (twice % 10);
    } else sum += d;
  });
  const check = (10 - (sum % 10)) % 10;
  const letter = 'JABCDEFGHI'[check];
  if ('PQRSNW'.includes(kind)) return control === letter;
  if ('ABEH'.includes(kind)) return control === String(check);
  return control === String(check) || control === letter;
}

function trValid(n: string): boolean {
  if (!/^\d{10}$/.test(n)) return false;
  const d = digits(n);
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    const tmp = ((d[i] ?? 0) + 9 - i) % 10;
    let v = (tmp * 2 ** (9 - i)) % 9;
    if (tmp !== 0 && v === 0) v = 9;
    sum += v;
  }
  return (10 - (sum % 10)) % 10 === d[9];
}

const RULES: Record<CountryCode, (compact: string) => boolean> = {
  SE: seValid,
  NO: noValid,
  DK: dkValid,
  GB: gbValid,
  ES: esValid,
  TR: trValid,
};

/** Whether the country's rule accepts the organisation number (as typed). */
export function isValidOrgNumber(country: CountryCode, value: string): boolean {
  return RULES[country](compactOrgNumber(value));
}

/** How the number is stored: compact, except Sweden's customary NNNNNN-NNNN. */
export function normalizeOrgNumber(country: CountryCode, value: string): string {
  const n = compactOrgNumber(value);
  if (country === 'SE') {
    const ten = n.length === 12 ? n.slice(2) : n;
    return `${ten.slice(0, 6)}-${ten.slice(6)}`;
  }
  if (country === 'GB' && /^\d{6,7}$/.test(n)) return n.padStart(8, '0');
  return n;
}
