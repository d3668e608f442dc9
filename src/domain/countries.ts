/** Spec section 9: the supported countries and what each implies. */
export const COUNTRY_CODES = ['SE', 'ES', 'GB', 'NO', 'DK', 'TR'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];

export const CURRENCIES = ['AED', 'DKK', 'EUR', 'GBP', 'NOK', 'SEK', 'TRY', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];

export interface CountryInfo {
  code: CountryCode;
  /** The spec's TR row has no currency entry; TRY is the only sensible one. */
  currency: Currency;
  /** Back-office locale code of the spec (se, es, en, no). */
  defaultLocaleCode: 'se' | 'es' | 'en' | 'no';
  /** BCP 47 language tag used for formatting. */
  languageTag: string;
  vatRates: readonly number[];
  orgNumberLengths: readonly [number, number];
  orgIdLabel: string;
  timezone: string;
}

export const COUNTRIES: Record<CountryCode, CountryInfo> = {
  SE: {
    code: 'SE',
    currency: 'SEK',
    defaultLocaleCode: 'se',
    languageTag: 'sv',
    vatRates: [0, 6, 12, 25],
    orgNumberLengths: [10, 10],
    orgIdLabel: 'Organization ID',
    timezone: 'Europe/Stockholm',
  },
  ES: {
    code: 'ES',
    currency: 'EUR',
    defaultLocaleCode: 'es',
    languageTag: 'es',
    vatRates: [0, 4, 10, 21],
    orgNumberLengths: [9, 9],
    orgIdLabel: 'NIF',
    timezone: 'Europe/Madrid',
  },
  GB: {
    code: 'GB',
    currency: 'GBP',
    defaultLocaleCode: 'en',
    languageTag: 'en',
    vatRates: [0, 5, 20],
    orgNumberLengths: [6, 8],
    orgIdLabel: 'Company Number',
    timezone: 'Europe/London',
  },
  NO: {
    code: 'NO',
    currency: 'NOK',
    defaultLocaleCode: 'no',
    languageTag: 'nb',
    vatRates: [0, 12, 15, 25],
    orgNumberLengths: [9, 9],
    orgIdLabel: 'Organization Number',
    timezone: 'Europe/Oslo',
  },
  DK: {
    code: 'DK',
    currency: 'DKK',
    defaultLocaleCode: 'se',
    languageTag: 'da',
    vatRates: [0, 25],
    orgNumberLengths: [8, 8],
    orgIdLabel: 'CVR Number',
    timezone: 'Europe/Copenhagen',
  },
  TR: {
    code: 'TR',
    currency: 'TRY',
    defaultLocaleCode: 'se',
    languageTag: 'tr',
    vatRates: [0, 10, 20],
    orgNumberLengths: [10, 10],
    orgIdLabel: 'VKN',
    timezone: 'Europe/Istanbul',
  },
};

export const ALL_VAT_RATES = [0, 4, 5, 6, 10, 12, 20, 21, 25] as const;
export const DEFAULT_TIMEZONE = 'Europe/Stockholm';

export function isCountryCode(value: string): value is CountryCode {
  return (COUNTRY_CODES as readonly string[]).includes(value);
}

/** Companies stored with country EN are treated as GB (spec section 3). */
export function normalizeCountry(value: string | null | undefined): CountryCode {
  const upper = (value ?? '').toUpperCase();
  if (upper === 'EN' || upper === 'UK') return 'GB';
  return isCountryCode(upper) ? upper : 'SE';
}

export function isVatRateOf(country: CountryCode, rate: number): boolean {
  return COUNTRIES[country].vatRates.includes(rate);
}

/**
 * The currencies a company may price a menu in (issue 42 item 6): its country's, the one its
 * settings chose, and the euro (tourist venues and border trade take it everywhere we sell).
 * Anything else ("XXX", "BTC", a code of a country we do not serve) is refused.
 */
export function menuCurrenciesFor(country: CountryCode, chosen: string | null | undefined): string[] {
  return [...new Set([COUNTRIES[country].currency, ...(chosen ? [chosen] : []), 'EUR'])];
}
