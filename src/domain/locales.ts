/** UI languages (spec section 9) and the language-prefix rules of spec section 2. */
export const LANGUAGES = ['sv', 'no', 'en', 'es', 'tr', 'da', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];

// English, not the spec's `se` (docs/decisions.md, "Two of the spec's section 6 and 9 constants kept as departures").
export const DEFAULT_LANGUAGE: Language = 'en';
export const PREFIX_COUNTRIES = ['es', 'gb', 'se', 'no'] as const;
export type PrefixCountry = (typeof PREFIX_COUNTRIES)[number];
export const FALLBACK_PREFIX_COUNTRY: PrefixCountry = 'gb';
export const PREFIX_LENGTH = 5;

/** The names the language selector shows, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  sv: 'Svenska',
  no: 'Norsk',
  en: 'English',
  es: 'Español',
  tr: 'Türkçe',
  da: 'Dansk',
  ar: 'العربية',
};

export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr';
}

/**
 * A language code from a URL, a browser or a stored choice, as one of ours.
 * `se` is the Swedish code of the old back office; `nb`/`nn` are Norwegian.
 */
export function toLanguage(raw: string | null | undefined): Language | null {
  if (!raw) return null;
  const base = raw.toLowerCase().split(/[-_]/)[0] ?? '';
  if (base === 'se') return 'sv';
  if (base === 'nb' || base === 'nn') return 'no';
  return isLanguage(base) ? base : null;
}

/** The BCP 47 tag of a UI language, for Intl and react-aria: Norwegian is Bokmål (`nb`). */
export function languageTagOf(language: Language): string {
  return language === 'no' ? 'nb' : language;
}

const PREFIX_PATTERN = /^([a-z]{2})(?:-([a-z]{2}))?$/;

/** A one-segment prefix such as `en`, `sv-se` or `ar-gb`; null when it is not one of ours. */
export function parsePrefix(segment: string): { language: Language; region: string | null } | null {
  const match = PREFIX_PATTERN.exec(segment.toLowerCase());
  if (!match) return null;
  const language = toLanguage(match[1]);
  if (!language) return null;
  return { language, region: match[2] ?? null };
}

/** Country from the time zone: Madrid es, London gb, Stockholm se, Oslo no, else gb. */
export function countryFromTimeZone(timeZone: string | null | undefined): PrefixCountry {
  switch (timeZone) {
    case 'Europe/Madrid':
      return 'es';
    case 'Europe/London':
      return 'gb';
    case 'Europe/Stockholm':
      return 'se';
    case 'Europe/Oslo':
      return 'no';
    default:
      return FALLBACK_PREFIX_COUNTRY;
  }
}

export interface PrefixInputs {
  storedLanguage?: string | null;
  browserLanguages?: readonly string[];
  timeZone?: string | null;
}

/** The language for a visitor: stored choice, else browser language, else English. */
export function pickLanguage({ storedLanguage, browserLanguages = [] }: PrefixInputs): Language {
  const stored = toLanguage(storedLanguage);
  if (stored) return stored;
  for (const candidate of browserLanguages) {
    const language = toLanguage(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

/** The 5-character prefix, for example `sv-se` or `en-gb`. */
export function buildPrefix(inputs: PrefixInputs): string {
  return `${pickLanguage(inputs)}-${countryFromTimeZone(inputs.timeZone)}`;
}

/** Replaces only the language of a prefixed path; a region suffix is kept. */
export function switchLanguageInPath(pathname: string, language: Language): string {
  const [, first = '', ...rest] = pathname.split('/');
  const parsed = parsePrefix(first);
  if (!parsed) return `/${language}${pathname === '/' ? '' : pathname}`;
  const prefix = parsed.region ? `${language}-${parsed.region}` : language;
  return ['', prefix, ...rest].join('/');
}

/**
 * The interface language: a prefix in the URL wins, then the stored choice, then the browser,
 * then English (spec section 2, "The language segment resolves as follows").
 */
export function resolveUiLanguage(inputs: PrefixInputs & { pathname: string }): Language {
  const first = inputs.pathname.split('/')[1] ?? '';
  return parsePrefix(first)?.language ?? pickLanguage(inputs);
}
