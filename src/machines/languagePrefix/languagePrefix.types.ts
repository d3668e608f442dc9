import type { PrefixDecision, PrefixRequest } from '../../domain/languagePrefix.ts';
import type { Language } from '../../domain/locales.ts';

/** Where the machine sends the browser; `document` means a full page load. */
export interface Navigation {
  to: string;
  document: boolean;
}

export interface LanguagePrefixContext {
  request: PrefixRequest;
  decision: PrefixDecision;
  /** Set once the machine has decided to leave the page. */
  navigation: Navigation | null;
}

export type LanguagePrefixInput = PrefixRequest;

export type LanguagePrefixEvent =
  /** The visitor picked a language in the selector. */
  { type: 'CHOOSE_LANGUAGE'; language: Language };
