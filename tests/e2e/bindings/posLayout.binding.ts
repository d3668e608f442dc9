import { expect, type Page } from '@playwright/test';
import { logIn, USERS } from '../shell-helpers.ts';
import type { Binding } from './binding.ts';

const crumbs = (page: Page) => page.getByRole('navigation', { name: 'Pages opened' });
const heading = async (page: Page) =>
  await expect(page.getByRole('heading', { name: 'POS layouts' })).toBeVisible();

/** Opens a react-aria select and picks an option. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/**
 * The POS-layout breadcrumb on the demo's first layout (category Mat, in English Food, shown first). OPEN_PAGE makes
 * a sub-page with a link to it on the category page, then opens it; REMOVE_SUB_PAGE removes it.
 */
export const binding: Binding = {
  machine: 'posLayout',
  // The demo has layouts: the "no layouts" load is not caused here.
  accepts: (event) => event.type !== 'LOADED' || (event as { layouts?: unknown[] }).layouts?.length !== 0,
  start: async (page) => {
    await logIn(page, USERS.owner);
    await page.goto('/pos-layout');
  },
  states: {
    loading: heading,
    showing: async (page) => {
      await heading(page);
      await expect(crumbs(page).locator('[aria-current="page"]')).toBeVisible();
    },
    // The removal runs while the confirmation closes: the editor stays.
    removing: heading,
  },
  events: {
    LOADED: async (page) => await expect(crumbs(page)).toContainText('Food'),
    SELECT_CATEGORY: async (page) => await page.locator('button[aria-pressed="false"]').first().click(),
    OPEN_PAGE: async (page) => {
      const name = `Path ${Date.now() % 100_000}`;
      await page.getByLabel('Page name').fill(name);
      await page.getByLabel('Page name').press('Enter');
      await choose(page, 'Button type', 'Sub-page link');
      await choose(page, 'Shows', name);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      const grid = page.getByRole('region', { name: 'Buttons of Food' });
      await expect(grid.getByRole('button', { name })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await grid.getByRole('button', { name }).focus();
      await page.keyboard.press('Enter');
      await expect(crumbs(page).locator('[aria-current="page"]')).toHaveText(name);
    },
    GO_TO_CRUMB: async (page) => await crumbs(page).getByRole('button').first().click(),
    REMOVE_SUB_PAGE: async (page) => {
      await page.getByRole('button', { name: 'Remove this sub-page' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remove', exact: true }).click();
    },
    REMOVED: async (page) => await expect(crumbs(page).locator('[aria-current="page"]')).toHaveText('Food'),
  },
};
