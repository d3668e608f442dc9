import { expect, type Page } from '@playwright/test';
import { logIn, USERS, venueOption } from '../shell-helpers.ts';
import type { Binding } from './binding.ts';

/** The venue switch's toast: "Now showing …", 3 s, with Undo as its action. */
const toast = (page: Page) =>
  page.getByTestId('toast-success').filter({ hasText: 'Now showing Demo Bistro Vasastan' });
const undone = (page: Page) =>
  page.getByTestId('toast-success').filter({ hasText: 'Back to Demo Bistro Södermalm' });

export const binding: Binding = {
  machine: 'toast',
  starts: ['3 s with action'],
  start: async (page) => {
    await logIn(page, USERS.owner);
    await page.getByRole('button', { name: /Demo Bistro Södermalm/ }).click();
    await venueOption(page, 'Demo Bistro Vasastan').click();
  },
  states: {
    visible: async (page) => await expect(toast(page)).toBeVisible(),
    held: async (page) => {
      // Held, it outlasts its 3 s.
      await page.waitForTimeout(3500);
      await expect(toast(page)).toBeVisible();
    },
    actionPending: async (page) => await expect(toast(page)).toHaveCount(0),
    hidden: async (page) => {
      await expect(toast(page)).toHaveCount(0);
      await expect(undone(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: /Demo Bistro Vasastan/ })).toBeVisible();
    },
    done: async (page) => {
      await expect(undone(page)).toBeVisible();
      await expect(page.getByRole('button', { name: /Demo Bistro Södermalm/ })).toBeVisible();
    },
  },
  events: {
    HOLD: async (page) => await toast(page).hover(),
    RELEASE: async (page) => await page.mouse.move(0, 0),
    CLOSE: async (page) => await toast(page).getByRole('button', { name: 'Close' }).click(),
    ACTION: async (page) => await toast(page).getByRole('button', { name: 'Undo' }).click(),
    // The toast's own timers: the next state's check waits for them.
    TIMEOUT: async () => {},
    ACTION_DUE: async () => {},
  },
};
