/**
 * The colour theme (issue 47 item 10): each browser chooses System, Light or Dark; System follows
 * the operating system's `prefers-color-scheme`. Pure: the browser side reads the stored choice and
 * the media query and puts the answer on `<html data-theme>`.
 */

export const THEME_CHOICES = ['system', 'light', 'dark'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type Theme = 'light' | 'dark';

/** The browser's storage key (one choice per browser, not per user). */
export const THEME_STORAGE_KEY = 'ordna.theme';

export function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);
}

/** A stored value read back: anything unknown (nothing stored, an old value) is System. */
export function parseThemeChoice(value: unknown): ThemeChoice {
  return isThemeChoice(value) ? value : 'system';
}

/** The theme shown: the choice, or the system's when the choice is System. */
export function resolveTheme(choice: ThemeChoice, systemPrefersDark: boolean): Theme {
  if (choice === 'system') return systemPrefersDark ? 'dark' : 'light';
  return choice;
}
