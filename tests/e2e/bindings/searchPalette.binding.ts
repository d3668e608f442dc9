import { expect, type Page } from '@playwright/test';
import { logIn, USERS } from '../shell-helpers.ts';
import type { Binding } from './binding.ts';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const trigger = (page: Page) => page.getByTestId('search-trigger');
/** Steps the page cannot tell apart from the open overlay (timers, the request in flight). */
const overlayOpen = async (page: Page) =>
  await expect(dialog(page).getByRole('textbox', { name: 'Search' })).toBeVisible();

/** The ⌘K search overlay on the sales overview, against the demo data. */
export const binding: Binding = {
  machine: 'searchPalette',
  start: async (page) => {
    await logIn(page, USERS.owner);
    await expect(page.getByRole('heading', { level: 1, name: 'Sales overview' })).toBeVisible();
  },
  states: {
    closed: async (page) => {
      await expect(dialog(page)).toHaveCount(0);
      await expect(trigger(page)).toHaveAttribute('aria-disabled', 'false');
    },
    'open.idle': overlayOpen,
    'open.debouncing': overlayOpen,
    'open.searching': overlayOpen,
    'open.results': async (page) =>
      await expect(
        dialog(page)
          .getByRole('menuitem', { name: /Toast Skagen/ })
          .first(),
      ).toBeVisible(),
    'open.empty': async (page) =>
      await expect(
        dialog(page).getByText("We couldn't find any hits with that term. Please try again."),
      ).toBeVisible(),
    cooldown: async (page) => await expect(dialog(page)).toHaveCount(0),
  },
  events: {
    OPEN: async (page) => await page.keyboard.press('ControlOrMeta+k'),
    TYPE: async (page, event) =>
      await dialog(page)
        .getByRole('textbox', { name: 'Search' })
        .fill(String(event.query ?? '')),
    CHOOSE: async (page, event) => {
      const title = typeof event.title === 'string' ? event.title : null;
      await dialog(page)
        .getByRole('menuitem', { name: title ? new RegExp(title) : 'Create product' })
        .first()
        .click();
    },
    CLOSE: async (page) => await page.keyboard.press('Escape'),
    // The debounce, the answer and the cool-down timer: the next state's check waits for them.
    DEBOUNCE_DUE: async () => {},
    RESULTS: async () => {},
    REENABLE_DUE: async () => {},
  },
};
