import { type BaseTranslation, i18nObject } from 'typesafe-i18n';
import type { Language } from '../domain/locales.ts';
import type { TranslationFunctions } from '../i18n/i18n-types.ts';

/** The typed translation functions of the `marketing` namespace (and nothing else). */
export type MarketingT = TranslationFunctions['marketing'];

/**
 * One language's `marketing` dictionary, as the module of src/i18n/<lang>/marketing exports it.
 * Each of those files is checked against the generated namespace type where it is written.
 */
export type MarketingDictionary = BaseTranslation;

/**
 * Translation functions over one language's marketing dictionary. The site loads only that
 * dictionary, not the back office's base namespace or the other languages.
 */
export function marketingTranslator(language: Language, dictionary: MarketingDictionary): MarketingT {
  return i18nObject<Language, MarketingDictionary, MarketingT>(language, dictionary);
}
