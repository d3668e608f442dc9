import { COUNTRIES, type CountryCode, type Currency } from './countries.ts';

/** Currencies whose minor unit is not 1/100 would go here; all of ours use two decimals. */
const MINOR_DIGITS = 2;

/**
 * Formatters by locale, currency and whether the amount has öre or cents: building an
 * Intl.NumberFormat costs far more than formatting with one (a list of prices builds one per cell).
 */
const formatters = new Map<string, Intl.NumberFormat>();

function formatter(locale: string, currency: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale}|${currency}|${whole}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: whole ? 0 : MINOR_DIGITS,
      maximumFractionDigits: MINOR_DIGITS,
    });
    formatters.set(key, format);
  }
  return format;
}

/** Money is stored as integer minor units (öre, cents); this formats it for people. */
export function formatMoney(minor: number, currency: Currency | string, locale: string): string {
  return formatter(locale, currency, minor % 100 === 0).format(minor / 10 ** MINOR_DIGITS);
}

/** The decimal mark the country writes ("," in Sweden, "." in Britain). */
export function decimalSeparatorOf(country: CountryCode): string {
  const parts = new Intl.NumberFormat(COUNTRIES[country].languageTag).formatToParts(1.5);
  return parts.find((part) => part.type === 'decimal')?.value ?? '.';
}

/** The largest amount typed in (a billion in major units): beyond it a typo, not a price. */
const MAX_TYPED_MINOR = 100_000_000_000;

/** Where the decimal mark comes from: the company's country, or a file's own dialect (a `;` CSV writes ","). */
export type DecimalSource = CountryCode | { decimal: '.' | ',' };

/**
 * Minor units from an amount a person typed (or a spreadsheet wrote): digits, spaces between
 * groups allowed ("1 250,50"), and at most two decimals after the decimal mark (the country's, or
 * the file dialect's) or a dot (a keypad's). Null for anything else (a letter, a sign, a third
 * decimal, two marks, nothing at all): the field says so. The one parser of typed money.
 */
export function parseMoney(text: string, source: DecimalSource): number | null {
  const compact = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  const marks = new Set(['.', typeof source === 'string' ? decimalSeparatorOf(source) : source.decimal]);
  let whole = compact;
  let fraction = '';
  const at = [...compact].findIndex((char) => marks.has(char));
  if (at >= 0) {
    whole = compact.slice(0, at);
    fraction = compact.slice(at + 1);
  }
  if (!/^\d+$/.test(whole) || !/^\d{0,2}$/.test(fraction)) return null;
  const minor = Number(whole) * 10 ** MINOR_DIGITS + Number(fraction.padEnd(MINOR_DIGITS, '0'));
  return minor <= MAX_TYPED_MINOR ? minor : null;
}

/** An amount as the text a money field starts from: "12,50" in Sweden, "12.50" in Britain, no grouping. */
export function moneyText(minor: number, country: CountryCode): string {
  const sign = minor < 0 ? '-' : '';
  const digits = String(Math.abs(Math.round(minor))).padStart(MINOR_DIGITS + 1, '0');
  const cut = digits.length - MINOR_DIGITS;
  return `${sign}${digits.slice(0, cut)}${decimalSeparatorOf(country)}${digits.slice(cut)}`;
}
