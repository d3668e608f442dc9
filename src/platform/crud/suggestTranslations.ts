import { TRANSLATION_KEYS, type TranslationKey } from '../../domain/pim.ts';
import { AppError } from '../../graphql/client.ts';
import { mutation } from '../../graphql/mutation.ts';
import type { TextValue } from './resource.ts';
import { GenerateTranslationsDocument } from './suggest.gql.ts';

/** The translation key of a BCP 47 tag (sv-SE → se, nb-NO → no); English otherwise. */
export function translationKeyOf(locale: string): TranslationKey {
  const language = locale.toLowerCase().split('-')[0] ?? 'en';
  if (language === 'sv') return 'se';
  if (language === 'nb' || language === 'nn' || language === 'no') return 'no';
  return (TRANSLATION_KEYS as readonly string[]).includes(language) ? (language as TranslationKey) : 'en';
}

/** The source of a suggestion: the main text in the company's language, else the first filled one. */
export function suggestionSource(
  main: string,
  locale: string,
  value: TextValue,
): { text: string; language: TranslationKey } | null {
  if (main.trim()) return { text: main.trim(), language: translationKeyOf(locale) };
  const filled = TRANSLATION_KEYS.find((key) => value[key]?.trim());
  return filled ? { text: value[filled]?.trim() ?? '', language: filled } : null;
}

/** Only empty languages are filled: what the user typed is never overwritten. */
export function mergeSuggestions(
  value: TextValue,
  suggestions: Partial<Record<string, string | null>>,
): TextValue {
  const next: TextValue = { ...value };
  for (const [key, text] of Object.entries(suggestions)) if (text && !next[key]?.trim()) next[key] = text;
  return next;
}

/** Asks the server's text provider; a refusal comes back as its translated message. */
export async function fetchSuggestions(source: {
  text: string;
  language: string;
}): Promise<{ ok: true; translations: Record<string, string | null> } | { ok: false; message: string }> {
  try {
    const data = await mutation.send(GenerateTranslationsDocument, source);
    return { ok: true, translations: { ...data.generateTextCompletion.translations } };
  } catch (error) {
    if (error instanceof AppError) return { ok: false, message: error.message };
    throw error;
  }
}
