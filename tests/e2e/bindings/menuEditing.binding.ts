import { expect, type Page } from '@playwright/test';
import { logIn, searchAnswered, USERS } from '../shell-helpers.ts';
import type { Binding } from './binding.ts';

const entries = (page: Page) => page.getByTestId('menu-entry');
const editor = (page: Page) => page.getByRole('heading', { level: 2, name: 'Edit Take away' });
/** States the page shows only for the moment a request takes: the editor is there. */
const editorShown = async (page: Page) => await expect(editor(page)).toBeVisible();
let before = 0;
const CHANGES = new Set(['ADD', 'REMOVE', 'SET_PRICE', 'SET_DEFAULT_PRICE']);
/** The price the last SET_PRICE typed, as the field shows it. */
let typed = '';
/** The title of the entry whose price SET_PRICE changed. */
let priced = '';
/** The title of the product ADD picked. */
let added = '';

/**
 * The demo's "Take away" menu in the menu editor. The states between a change and the server's
 * answer last a moment; each check is what the page shows from the change on (the entry there or
 * gone, the price typed), which holds until and after the answer.
 */
export const binding: Binding = {
  machine: 'menuEditing',
  // A change made while another is on its way waits in the machine's queue; the browser cannot
  // make it reliably inside the moment a request takes (the unit test drives the queue).
  accepts: (event, state) => !CHANGES.has(event.type) || state.label === 'idle',
  notDrivable: {
    FAILED: 'a failed save needs the server to fail; the browser tests do not break it',
    CONFLICT:
      "needs someone else's write before the change is sent; tests/e2e/menus-conflict.spec.ts makes one",
    LOAD: "the screen never sends LOAD: it starts the machine with the menu's entries",
    SET_DEFAULT_PRICE:
      "changes a product's default price, which other browser tests of the same run read; the unit tests drive it",
  },
  start: async (page) => {
    await logIn(page, USERS.owner, { at: '/menus' });
    await page.getByRole('button', { name: 'Edit Take away' }).click();
    await expect(editor(page)).toBeVisible();
    await expect(entries(page).first()).toBeVisible();
    before = await entries(page).count();
  },
  states: {
    idle: async (page) => {
      await editorShown(page);
      await expect(page.getByTestId('toast-error')).toHaveCount(0);
    },
    // The product is being added: the picker closed, the editor stays.
    adding: editorShown,
    // The entry came: one more row; 200 ms later its price field takes the focus.
    focusing: async (page) => await expect(entries(page)).toHaveCount(before + 1),
    // The entry is hidden at once, before the server answers.
    removing: async (page) => await expect(entries(page)).toHaveCount(before - 1),
    // The price applies on the page first, then on the server.
    saving: async (page) =>
      await expect(entries(page).filter({ hasText: priced }).getByRole('textbox').first()).toHaveValue(typed),
  },
  events: {
    ADD: async (page) => {
      before = await entries(page).count();
      const picker = page.getByRole('combobox', { name: 'Add a product' });
      await picker.focus();
      await page.keyboard.type('a');
      await searchAnswered(page);
      const options = page.getByRole('listbox');
      await expect(options.getByRole('option').first()).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expect(options.getByRole('option').first()).toHaveAttribute('data-focused', 'true');
      added = (await options.getByRole('option').first().innerText()).split(' · ')[0] ?? '';
      await page.keyboard.press('Enter');
      await expect(options).toHaveCount(0);
    },
    ADDED: async (page) => await expect(entries(page)).toHaveCount(before + 1),
    // 200 ms after the entry came, its price field has the focus (the entry is where the server's
    // answer puts it, by title).
    FOCUS_DUE: async (page) =>
      await expect(page.getByLabel(`Price of ${added}`, { exact: true })).toBeFocused(),
    REMOVE: async (page) => {
      before = await entries(page).count();
      const remove = entries(page)
        .first()
        .getByRole('button', { name: /^Remove / });
      await remove.focus();
      await page.keyboard.press('Enter');
    },
    // The server's answer is the refresh: no request left, the entry still gone.
    REMOVED: async (page) => {
      await page.waitForLoadState('networkidle');
      await expect(entries(page)).toHaveCount(before - 1);
    },
    SET_PRICE: async (page) => {
      priced = await entries(page).first().getByRole('rowheader').innerText();
      const price = entries(page).filter({ hasText: priced }).getByRole('textbox').first();
      // The demo company is Swedish: the field writes its amounts with a decimal comma (decision 0113).
      const raised = `${Math.round(Number.parseFloat((await price.inputValue()).replace(',', '.'))) + 1}`;
      typed = `${raised},00`;
      await price.fill(raised);
      await price.press('Enter');
    },
    SAVED: async (page) => await page.waitForLoadState('networkidle'),
  },
};
