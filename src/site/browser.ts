import { languageSwitchTarget } from '../domain/languagePrefix.ts';
import { type Language, parsePrefix } from '../domain/locales.ts';
import { LANGUAGE_STORAGE_KEY } from '../domain/session.ts';

/** Browser side effects of the marketing site, kept in one small module. */

declare global {
  interface Window {
    /** Plausible-style web analytics, when the page has it (DESIGN.md section 6). */
    plausible?: (event: string, options?: { props?: Record<string, string> }) => void;
  }
}

/** The prefix in the address bar when it is one for this page's language (`sv-se`), else null. */
export function prefixInAddressBar(language: Language): string | null {
  const segment = window.location.pathname.split('/')[1] ?? '';
  const parsed = parsePrefix(segment);
  if (!parsed || parsed.language !== language) return null;
  return parsed.region ? `${parsed.language}-${parsed.region}` : parsed.language;
}

/** Stores the choice (spec: "stores the choice locally") and goes to the same page in it. */
export function chooseLanguage(language: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage can be switched off; the choice still applies to this navigation.
  }
  window.location.assign(languageSwitchTarget(window.location, language));
}

/** Sends a web analytics event; when the analytics function is missing, logs an error (spec). */
export function trackEvent(name: string): void {
  if (typeof window.plausible === 'function') {
    window.plausible(name);
    return;
  }
  console.error(
    `Analytics is not available: the event "${name}" was not sent (window.plausible is missing).`,
  );
}
