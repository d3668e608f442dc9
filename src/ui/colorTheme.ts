import { useSyncExternalStore } from 'react';
import {
  parseThemeChoice,
  resolveTheme,
  THEME_STORAGE_KEY,
  type Theme,
  type ThemeChoice,
} from '../domain/theme.ts';

/**
 * The browser's colour theme (issue 47 item 10): the choice stored per browser, System following
 * `prefers-color-scheme` (and its changes while the page is open); the theme shown is put on
 * `<html data-theme>`, where styles/theme.css.ts switches the colours.
 */

const DARK_QUERY = '(prefers-color-scheme: dark)';
const listeners = new Set<() => void>();

function readChoice(): ThemeChoice {
  try {
    return parseThemeChoice(window.localStorage.getItem(THEME_STORAGE_KEY));
  } catch {
    return 'system';
  }
}

let choice: ThemeChoice = typeof window === 'undefined' ? 'system' : readChoice();

const systemPrefersDark = () =>
  typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;

function apply(): Theme {
  const theme = resolveTheme(choice, systemPrefersDark());
  document.documentElement.dataset.theme = theme;
  document.documentElement.dataset.themeChoice = choice;
  return theme;
}

let started = false;

/** Applies the stored theme before the first render and follows the system from then on. */
export function startColorTheme(): void {
  apply();
  if (started) return;
  started = true;
  window.matchMedia?.(DARK_QUERY).addEventListener?.('change', () => {
    apply();
    for (const listener of listeners) listener();
  });
  // Another tab of the same browser chose: follow it.
  window.addEventListener('storage', (event) => {
    if (event.key !== THEME_STORAGE_KEY) return;
    choice = parseThemeChoice(event.newValue);
    apply();
    for (const listener of listeners) listener();
  });
}

export function setThemeChoice(next: ThemeChoice): void {
  choice = next;
  try {
    window.localStorage.setItem(THEME_STORAGE_KEY, next);
  } catch {
    // Private mode without storage: the choice holds until the page is closed.
  }
  apply();
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The browser's choice (System, Light, Dark), kept current. */
export function useThemeChoice(): ThemeChoice {
  return useSyncExternalStore(
    subscribe,
    () => choice,
    () => 'system' as const,
  );
}
