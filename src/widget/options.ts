import { type CountryCode, isCountryCode } from '../domain/countries.ts';
import { regionOf } from '../domain/embed.ts';
import { DEFAULT_LANGUAGE, type Language, toLanguage } from '../domain/locales.ts';

/**
 * What a widget inherits from the partner's page when an attribute does not say: the language
 * of `<html lang>`, else the browser's, else English; the country of `<html lang="sv-SE">`
 * (GB for `en-GB` and `en-UK`), else none (the form then picks one from the language).
 */

export function resolveLanguage(
  attribute: string | null | undefined,
  pageLanguage: string | null | undefined,
  browserLanguages: readonly string[] = [],
): Language {
  for (const candidate of [attribute, pageLanguage, ...browserLanguages]) {
    const language = toLanguage(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}

export function resolveCountry(
  attribute: string | null | undefined,
  pageLanguage: string | null | undefined,
): CountryCode | null {
  for (const candidate of [attribute?.trim().toUpperCase(), regionOf(pageLanguage)]) {
    const code = candidate === 'UK' ? 'GB' : candidate;
    if (code && isCountryCode(code)) return code;
  }
  return null;
}

/** A referral or partner id as the sign-up accepts it (at most 64 characters, trimmed). */
export function toReferralId(raw: string | null | undefined): string | null {
  const value = raw?.trim() ?? '';
  return value && value.length <= 64 ? value : null;
}
