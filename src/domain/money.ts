import type { Currency } from './countries.ts';

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
