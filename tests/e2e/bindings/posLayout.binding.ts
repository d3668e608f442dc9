import { expect, type Page } from '@playwright/test';
import { logIn, USERS } from '../shell-helpers.ts';
import type { Binding } from './binding.ts';

const crumbs = (page: Page) => page.getByRole('navigation', { name: 'Pages opened' });
const current = (page: Page) => crumbs(page).locator('[aria-current="page"]');
const tabs = (page: Page) => page.getByRole('list', { name: 'Categories' }).getByRole('button');
const heading = async (page: Page) =>
  await expect(page.getByRole('heading', { name: 'POS layouts' })).toBeVisible();
/** The category page's name, as its crumb shows it (the crumb a removal goes back to). */
let categoryPage = '';

/** Opens a react-aria select and picks an option. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

/** A new sub-page made with the "New sub-page" form; the layouts are fetched again (LOADED). */
async function newSubPage(page: Page): Promise<string> {
  const name = `Path ${Date.now() % 1_000_000}`;
  await page.getByLabel('Page name').fill(name);
  await page.getByLabel('Page name').press('Enter');
  await expect(page.getByTestId('pos-sub-pages')).toContainText(name);
  return name;
}

/**
 * The POS-layout breadcrumb on the demo's first layout (its top category Mat, in English Food).
 * OPEN_PAGE makes a sub-page with a link to it on the page shown, then opens it by the keyboard;
 * REMOVE_SUB_PAGE removes it.
 */
export const binding: Binding = {
  machine: 'posLayout',
  // The demo has layouts: the "no layouts" load (empty) is not caused here.
  accepts: (event) => event.type !== 'LOADED' || (event as { layouts?: unknown[] }).layouts?.length !== 0,
  notDrivable: {
    SELECT_LAYOUT:
      'the screen changes layout through its address (a LOADED with the layout id); nothing on it sends SELECT_LAYOUT',
    REMOVE_FAILED: 'a removal fails only when the server does; the browser tests do not break it',
  },
  start: async (page) => {
    await logIn(page, USERS.owner, { at: '/pos-layout' });
  },
  states: {
    // Before the layouts came: the breadcrumb is not there yet, or just arriving.
    loading: heading,
    // The breadcrumb ends in the page shown, and one category is chosen.
    showing: async (page) => {
      await heading(page);
      await expect(current(page)).toBeVisible();
      await expect(tabs(page).and(page.locator('[aria-pressed="true"]'))).toHaveCount(1);
    },
    // The removal runs while the confirmation closes: the confirmation is gone, the editor stays.
    removing: async (page) => {
      await heading(page);
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
    },
  },
  events: {
    LOADED: async (page) => {
      if ((await current(page).count()) === 0) {
        // The first load: the top category's page is shown.
        await expect(current(page)).toHaveText('Food');
        categoryPage = 'Food';
        return;
      }
      // New data: a sub-page made elsewhere on the screen; the breadcrumb keeps its place.
      const shown = await current(page).innerText();
      await newSubPage(page);
      await expect(current(page)).toHaveText(shown);
    },
    SELECT_CATEGORY: async (page) => {
      const name = await tabs(page).and(page.locator('[aria-pressed="false"]')).first().innerText();
      const other = tabs(page).filter({ hasText: name });
      await other.focus();
      await page.keyboard.press('Enter');
      await expect(other).toHaveAttribute('aria-pressed', 'true');
      await expect(crumbs(page).getByRole('button')).toHaveCount(0);
      categoryPage = await current(page).innerText();
    },
    OPEN_PAGE: async (page) => {
      const shown = await current(page).innerText();
      const name = await newSubPage(page);
      await choose(page, 'Button type', 'Sub-page link');
      await choose(page, 'Shows', name);
      await page.getByRole('button', { name: 'Add', exact: true }).click();
      const grid = page.getByRole('region', { name: `Buttons of ${shown}` });
      await expect(grid.getByRole('button', { name })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await grid.getByRole('button', { name }).focus();
      await page.keyboard.press('Enter');
      await expect(current(page)).toHaveText(name);
    },
    GO_TO_CRUMB: async (page) => {
      const first = crumbs(page).getByRole('button').first();
      const name = await first.innerText();
      await first.focus();
      await page.keyboard.press('Enter');
      await expect(current(page)).toHaveText(name);
    },
    REMOVE_SUB_PAGE: async (page) => {
      await page.getByRole('button', { name: 'Remove this sub-page' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remove', exact: true }).click();
    },
    REMOVED: async (page) => await expect(current(page)).toHaveText(categoryPage),
  },
};
