import { expect, type Page } from '@playwright/test';
import { logIn, USERS, venueOption } from '../shell-helpers.ts';
import type { Binding } from './binding.ts';

/** The venue switch's toast: "Now showing …", 3 s, with Undo as its action. */
const toast = (page: Page) =>
  page.getByTestId('toast-success').filter({ hasText: 'Now showing Demo Bistro Vasastan' });
const undone = (page: Page) =>
  page.getByTestId('toast-success').filter({ hasText: 'Back to Demo Bistro Södermalm' });

/** Longer than the toast's 3 s: moved on the page's clock, not waited for. */
const PAST_ITS_TIME = 3500;

export const binding: Binding = {
  machine: 'toast',
  starts: ['3 s with action'],
  notDrivable: {
    'ACTION from visible':
      'the pointer or the focus on the toast holds it first: a user reaches its buttons only while it is held',
    'CLOSE from visible':
      'the pointer or the focus on the toast holds it first: a user reaches its buttons only while it is held',
  },
  start: async (page) => {
    // The page's timers run on a clock the checks can move on (time flows as usual otherwise).
    await page.clock.install();
    await logIn(page, USERS.owner);
    await page.getByRole('button', { name: /Demo Bistro Södermalm/ }).click();
    await venueOption(page, 'Demo Bistro Vasastan').click();
  },
  states: {
    visible: async (page) => await expect(toast(page)).toBeVisible(),
    // Held, its timer is paused: 3.5 s later on the page's clock it is still there.
    held: async (page) => {
      await expect(toast(page)).toBeVisible();
      await page.clock.runFor(PAST_ITS_TIME);
      await expect(toast(page)).toBeVisible();
    },
    actionPending: async (page) => {
      await expect(toast(page)).toHaveCount(0);
      await expect(page.getByRole('button', { name: /Demo Bistro Vasastan/ })).toBeVisible();
    },
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
    // Its 3 s pass on the page's clock.
    TIMEOUT: async (page) => await page.clock.runFor(PAST_ITS_TIME),
    // 200 ms after Undo: the next state's check waits for it.
    ACTION_DUE: async () => {},
  },
};
