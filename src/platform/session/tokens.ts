import { cookieLanguage, LANGUAGE_STORAGE_KEY, languageCookie } from '../../domain/session.ts';
import {
  browserSessionEnvironment,
  readTokens,
  writeTokens,
} from '../../machines/session/session.storage.ts';

/** The stored login token, read fresh on every request. */
export function storedToken(): string | null {
  return readTokens(browserSessionEnvironment()).token;
}

export function storedTokens() {
  return readTokens(browserSessionEnvironment());
}

/** Saves a renewed pair for the current credential (no reload: nothing about the user changed). */
export function storeRefreshedTokens(token: string, refreshToken: string): void {
  writeTokens(browserSessionEnvironment(), { token, refreshToken });
}

/** A login token handed over in the URL (spec section 2), stored before anything loads. */
export function storeUrlToken(token: string): void {
  writeTokens(browserSessionEnvironment(), { token, refreshToken: null });
}

export function hasStoredToken(): boolean {
  return storedToken() !== null;
}

export function storedLanguage(): string | null {
  return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
}

/** Fired on `window` when the stored language changes, so the back office switches without a reload. */
const LANGUAGE_CHANGED = 'ordna:language';

export function storeLanguage(language: string): void {
  const changed = storedLanguage() !== language;
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  tellServerLanguage(language);
  if (changed) window.dispatchEvent(new Event(LANGUAGE_CHANGED));
}

/** Calls `onChange` when the stored language changes (for useSyncExternalStore); returns the unsubscribe. */
export function subscribeStoredLanguage(onChange: () => void): () => void {
  window.addEventListener(LANGUAGE_CHANGED, onChange);
  return () => window.removeEventListener(LANGUAGE_CHANGED, onChange);
}

/** Keeps the language in its cookie (domain/session.ts, LANGUAGE_COOKIE) when it changed. */
export function tellServerLanguage(language: string): void {
  if (cookieLanguage(document.cookie) === language) return;
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve.
  document.cookie = languageCookie(language, window.location.protocol === 'https:');
}
