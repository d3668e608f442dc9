import { LANGUAGE_STORAGE_KEY } from '../../domain/session.ts';
import { browserSessionEnvironment, readTokens } from '../../machines/session/session.actors.ts';

/** The stored login token, read fresh on every request. */
export function storedToken(): string | null {
  return readTokens(browserSessionEnvironment()).token;
}

export function hasStoredToken(): boolean {
  return storedToken() !== null;
}

export function storedLanguage(): string | null {
  return window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
}

export function storeLanguage(language: string): void {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
}
