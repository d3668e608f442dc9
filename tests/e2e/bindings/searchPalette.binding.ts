import { expect, type Page } from '@playwright/test';
import { logIn, USERS } from '../shell-helpers.ts';
import type { Binding } from './binding.ts';

const dialog = (page: Page) => page.getByRole('dialog', { name: 'Search' });
const input = (page: Page) => dialog(page).getByRole('textbox', { name: 'Search' });
const trigger = (page: Page) => page.getByTestId('search-trigger');
/** The overlay's one live region: "Searching…", the number of hits, or the empty text. */
const status = (page: Page) => dialog(page).getByRole('status');
const EMPTY = "We couldn't find any hits with that term. Please try again.";
/** Before typing: the quick actions, and no answer in the live region. */
const quickAction = (page: Page) => dialog(page).getByRole('menuitem', { name: 'Create product' });
const hit = (page: Page) => dialog(page).getByRole('menuitem', { name: /Toast Skagen/ });

/** The debounce (300 ms from the last key): the overlay says it is searching, offers no quick action. */
const debouncing = async (page: Page) => {
  await expect(input(page)).toBeVisible();
  await expect(status(page)).toHaveText('Searching…');
  await expect(quickAction(page)).toHaveCount(0);
};
/**
 * The request: it lasts a moment (an answer the page has seen comes from its cache at once), so the
 * check is what holds until and after the answer: the quick actions are gone, no empty text yet.
 */
const searching = async (page: Page) => {
  await expect(input(page)).toBeVisible();
  await expect(quickAction(page)).toHaveCount(0);
};

/** Moves the keyboard focus down the list to the item and chooses it with Enter. */
async function chooseByKeyboard(page: Page, item: ReturnType<typeof hit>) {
  await expect(item.first()).toBeVisible();
  await input(page).focus();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('ArrowDown');
    if ((await item.first().getAttribute('data-focused')) === 'true') break;
  }
  await expect(item.first()).toHaveAttribute('data-focused', 'true');
  await page.keyboard.press('Enter');
}

/** The ⌘K search overlay on the sales overview, against the demo data, driven by the keyboard. */
export const binding: Binding = {
  machine: 'searchPalette',
  notDrivable: {
    FAILED: 'a failed search needs the server to fail; the browser tests do not break the network',
    ROUTE_CHANGED: 'the overlay is modal: nothing under it can change the route while it is open',
    'TYPE from open.searching': 'the request is in flight for a moment only: no step can wait inside it',
    'CLOSE from open.searching': 'the request is in flight for a moment only: no step can wait inside it',
    'CHOOSE from open.searching': 'the request is in flight for a moment only: no step can wait inside it',
    'CHOOSE from open.debouncing': 'while the input waits, what the list offers depends on the answer before',
    'CHOOSE from open.empty': 'no hits: the list offers nothing to choose',
  },
  start: async (page) => {
    await logIn(page, USERS.owner);
    await expect(page.getByRole('heading', { level: 1, name: 'Sales overview' })).toBeVisible();
  },
  states: {
    closed: async (page) => {
      await expect(dialog(page)).toHaveCount(0);
      await expect(trigger(page)).toHaveAttribute('aria-disabled', 'false');
    },
    'open.idle': async (page) => {
      await expect(quickAction(page)).toBeVisible();
      await expect(status(page)).toHaveText('');
    },
    'open.debouncing': debouncing,
    'open.searching': searching,
    'open.results': async (page) => {
      await expect(hit(page).first()).toBeVisible();
      await expect(status(page)).toHaveText(/^\d+ results?$/);
      await expect(quickAction(page)).toHaveCount(0);
    },
    'open.empty': async (page) => {
      await expect(status(page)).toHaveText(EMPTY);
      await expect(dialog(page).getByRole('menuitem')).toHaveCount(0);
    },
    cooldown: async (page) => await expect(dialog(page)).toHaveCount(0),
  },
  events: {
    OPEN: async (page) => await page.keyboard.press('ControlOrMeta+k'),
    TYPE: async (page, event) => {
      const query = String(event.query ?? '');
      const field = input(page);
      await field.focus();
      // The same text again is no input: the machine's TYPE is one more key (a space the search ignores).
      if ((await field.inputValue()) === query) await page.keyboard.type(' ');
      else await field.fill(query);
    },
    CHOOSE: async (page, event) =>
      await chooseByKeyboard(page, typeof event.title === 'string' ? hit(page) : quickAction(page)),
    CLOSE: async (page) => await page.keyboard.press('Escape'),
    // The debounce, the answer and the cool-down timer: the next state's check waits for them.
    DEBOUNCE_DUE: async () => {},
    RESULTS: async () => {},
    REENABLE_DUE: async () => {},
  },
};
