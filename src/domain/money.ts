import type { Currency } from './countries.ts';

/** Currencies whose minor unit is not 1/100 would go here; all of ours use two decimals. */
const MINOR_DIGITS = 2;

/** Money is stored as integer minor units (öre, cents); this formats it for people. */
export function formatMoney(minor: number, currency: Currency | string, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: minor % 100 === 0 ? 0 : MINOR_DIGITS,
    maximumFractionDigits: MINOR_DIGITS,
  }).format(minor / 10 ** MINOR_DIGITS);
}
