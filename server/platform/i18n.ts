import { toLanguage } from '../../src/domain/locales.ts';
import type { Locales, TranslationFunctions } from '../../src/i18n/i18n-types.ts';
import { loadAllLocales } from '../../src/i18n/i18n-util.sync.ts';
import { i18nObject, isLocale } from '../../src/i18n/i18n-util.ts';

// The server answers in the same words as the browser: one dictionary for both.
loadAllLocales();

/** The caller's language from Accept-Language (first one we speak), else English. */
export function localeFromHeader(header: string | null | undefined): Locales {
  for (const part of (header ?? '').split(',')) {
    const language = toLanguage(part.split(';')[0]?.trim());
    if (language && isLocale(language)) return language;
  }
  return 'en';
}

// One translation object per language, made once: every request asks for one (server/platform/context.ts).
const translators = new Map<Locales, TranslationFunctions>();

export function translator(locale: Locales): TranslationFunctions {
  let t = translators.get(locale);
  if (!t) {
    t = i18nObject(locale);
    translators.set(locale, t);
  }
  return t;
}
