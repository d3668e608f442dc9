import type { Language } from '../locales.ts';

/** A name in every language we speak, in this order: sv, no, da, en, es, tr, ar. */
export type Names = readonly [string, string, string, string, string, string, string];

const ORDER: readonly Language[] = ['sv', 'no', 'da', 'en', 'es', 'tr', 'ar'];

/** The name in one language (English when the language is unknown). */
export function nameIn(names: Names, language: string): string {
  const index = ORDER.indexOf(language as Language);
  return names[index >= 0 ? index : 3];
}

/** All names keyed by language, for the `*_lang` translation columns. */
export function translationsOf(names: Names): Record<Language, string> {
  return Object.fromEntries(ORDER.map((language, index) => [language, names[index]])) as Record<
    Language,
    string
  >;
}
