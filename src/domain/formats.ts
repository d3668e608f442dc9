import { COUNTRIES, type CountryCode } from './countries.ts';
import { type Language, languageTagOf } from './locales.ts';
import { formatMoney } from './money.ts';

/**
 * Dates, times, numbers and money for people: the words (month and weekday names) in the user's
 * language, the conventions (order of day and month, separators, clock) from the company's
 * country (issue 45 item 4; docs/decisions/0113-one-formatter-from-language-and-country.md).
 */

/** An instant: a Date, epoch milliseconds or an ISO string as the API sends it. */
export type Instant = Date | number | string;

export interface ZoneOptions {
  /** An IANA zone (a venue's); the browser's own when left out. */
  timeZone?: string;
}

export interface TimeOptions extends ZoneOptions {
  seconds?: boolean;
}

/** A calendar day (YYYY-MM-DD) written out: whole, as a date, or just day and month or month and year. */
export type DayStyle = 'full' | 'medium' | 'short' | 'dayMonth' | 'monthYear';

export interface Formats {
  /** The Intl locale the formatters use (see `formatLocale`). */
  locale: string;
  country: CountryCode;
  /** "3 dec. 2026" (medium), "2026-12-03" (short), "3 december 2026" (long). */
  date(at: Instant, style?: 'short' | 'medium' | 'long', options?: ZoneOptions): string;
  /** "2026-12-03 14:05" (short), "3 dec. 2026 14:05" (medium); with seconds when asked. */
  dateTime(at: Instant, style?: 'short' | 'medium', options?: TimeOptions): string;
  /** "14:05" (two-digit hours, as a kitchen screen shows them). */
  time(at: Instant, options?: TimeOptions): string;
  /** "tors" / "torsdag". */
  weekday(at: Instant, style?: 'short' | 'long', options?: ZoneOptions): string;
  /** A calendar day as the books keep it (no zone can move it: read at noon UTC). */
  day(date: string, style?: DayStyle): string;
  /** Minor units as money: the country's currency unless another is given (a menu priced in EUR). */
  money(minor: number, currency?: string): string;
  number(value: number): string;
}

/**
 * The locale for a language and a country: `en-SE` when Intl has that pair (English words, Swedish
 * dates and separators). Where it has not (`ar-SE`, `sv-GB`, `en-TR`), the language alone with the
 * conventions every one of our countries shares: Latin digits and a 24-hour clock; English alone
 * would be American (month first, AM/PM), so it is the European English (`en-150`).
 */
export function formatLocale(language: Language, country: CountryCode): string {
  const base = languageTagOf(language);
  const pair = `${base}-${country}`;
  // ICU answers a pair it lacks with the language alone (whose own region differs); nb-NO comes back as nb.
  const resolved = new Intl.DateTimeFormat(pair).resolvedOptions().locale;
  if (new Intl.Locale(resolved).maximize().region === country) return pair;
  return `${base === 'en' ? 'en-150' : base}-u-hc-h23-nu-latn`;
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

/** One Intl.DateTimeFormat per locale and options: building one costs far more than using it (a list formats per cell). */
function dateTimeFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateTimeFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateTimeFormats.set(key, format);
  }
  return format;
}

const asDate = (at: Instant) => (at instanceof Date ? at : new Date(at));

const DAY_OPTIONS: Record<DayStyle, Intl.DateTimeFormatOptions> = {
  full: { dateStyle: 'full' },
  medium: { dateStyle: 'medium' },
  short: { dateStyle: 'short' },
  dayMonth: { day: 'numeric', month: 'short' },
  monthYear: { month: 'short', year: 'numeric' },
};

function build(language: Language, country: CountryCode): Formats {
  const locale = formatLocale(language, country);
  const currency = COUNTRIES[country].currency;
  const format = (at: Instant, options: Intl.DateTimeFormatOptions) =>
    dateTimeFormat(locale, options).format(asDate(at));
  const numbers = new Intl.NumberFormat(locale);
  return {
    locale,
    country,
    date: (at, style = 'medium', options = {}) =>
      format(at, { dateStyle: style, timeZone: options.timeZone }),
    dateTime: (at, style = 'short', options = {}) =>
      format(at, {
        dateStyle: style,
        timeStyle: options.seconds ? 'medium' : 'short',
        timeZone: options.timeZone,
      }),
    time: (at, options = {}) =>
      format(at, {
        hour: '2-digit',
        minute: '2-digit',
        ...(options.seconds ? { second: '2-digit' } : {}),
        timeZone: options.timeZone,
      }),
    weekday: (at, style = 'short', options = {}) =>
      format(at, { weekday: style, timeZone: options.timeZone }),
    day: (date, style = 'medium') => {
      const whole = /^\d{4}-\d{2}$/.test(date) ? `${date}-01` : date;
      return format(`${whole}T12:00:00Z`, { ...DAY_OPTIONS[style], timeZone: 'UTC' });
    },
    money: (minor, chosen = currency) => formatMoney(minor, chosen, locale),
    number: (value) => numbers.format(value),
  };
}

const cache = new Map<string, Formats>();

/** The formatters for a user's language in a company's country, built once per pair. */
export function formatsFor(language: Language, country: CountryCode): Formats {
  const key = `${language}|${country}`;
  let formats = cache.get(key);
  if (!formats) {
    formats = build(language, country);
    cache.set(key, formats);
  }
  return formats;
}
