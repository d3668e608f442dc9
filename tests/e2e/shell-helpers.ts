import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const PASSWORD = 'Demo!2026';
export const USERS = {
  owner: 'demo@ordna.se',
  menus: 'menus@ordna.se',
  payments: 'payments@ordna.se',
} as const;

/**
 * Logs in through the login page, in English, and waits for the back office: its user menu named
 * in the language the user chose (English unless a test stored another for the user).
 */
export async function logIn(page: Page, email: string, userMenu: RegExp = /^User menu for /): Promise<void> {
  await page.goto('/en-gb/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  // The top bar is there on every screen size (the sidebar is a drawer on small ones).
  await expect(page.getByRole('button', { name: userMenu })).toBeVisible();
}

/**
 * An option of the top bar's venue switcher. Scoped to its list box: a screen may show the venues
 * too (the finance home's native venue filter has an option of the same name).
 */
export function venueOption(page: Page, name: string) {
  return page.getByRole('listbox', { name: 'Venue' }).getByRole('option', { name });
}

export function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Main navigation' });
}

/** The sidebar's entries (links and the billing button), in order; their sub-items aside. */
export async function sidebarEntries(page: Page): Promise<string[]> {
  const texts = await sidebar(page).locator(':scope > ul > li > div > :first-child').allInnerTexts();
  return texts.map((text) => text.replace('(opens in a new tab)', '').trim());
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

/**
 * The open search picker shows the server's answer for what was typed (ui/SearchPicker.tsx marks
 * its list `data-searching` until then): before it, the options are the last answer's, and its
 * arrival can move the highlight between an arrow and Enter.
 */
export async function searchAnswered(page: Page): Promise<void> {
  await expect(page.getByRole('listbox')).not.toHaveAttribute('data-searching');
}
