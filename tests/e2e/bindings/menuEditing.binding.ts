import { expect, type Page } from '@playwright/test';
import { logIn, searchAnswered, USERS } from '../shell-helpers.ts';
import type { Binding } from './binding.ts';

const entries = (page: Page) => page.getByTestId('menu-entry');
const editor = (page: Page) => page.getByRole('heading', { level: 2, name: 'Edit Take away' });
/** States the page shows only for the moment a request takes: the editor is there. */
const editorShown = async (page: Page) => await expect(editor(page)).toBeVisible();
let before = 0;

/** The demo's "Take away" menu in the menu editor. Failures (FAILED) are not caused in the browser. */
export const binding: Binding = {
  machine: 'menuEditing',
  start: async (page) => {
    await logIn(page, USERS.owner);
    await page.goto('/menus');
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
    adding: editorShown,
    focusing: editorShown,
    removing: editorShown,
    refreshing: editorShown,
    saving: editorShown,
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
      await page.keyboard.press('Enter');
      await expect(options).toHaveCount(0);
    },
    ADDED: async (page) => await expect(entries(page)).toHaveCount(before + 1),
    // 200 ms after the entry came, its price field has the focus.
    FOCUS_DUE: async (page) => await expect(entries(page).last().getByRole('textbox').first()).toBeFocused(),
    REMOVE: async (page) => {
      before = await entries(page).count();
      await entries(page)
        .first()
        .getByRole('button', { name: /^Remove / })
        .click();
    },
    REMOVED: async (page) => await expect(entries(page)).toHaveCount(before - 1),
    REFRESHED: async (page) => await expect(entries(page)).toHaveCount(before - 1),
    SET_PRICE: async (page) => {
      const price = entries(page).first().getByRole('textbox').first();
      const raised = `${Math.round(Number.parseFloat(await price.inputValue())) + 1}`;
      await price.fill(raised);
      await price.press('Enter');
      await expect(price).toHaveValue(`${raised}.00`);
    },
    SAVED: async (page) => await page.waitForLoadState('networkidle'),
  },
};
