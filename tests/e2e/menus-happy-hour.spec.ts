import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations, logIn, USERS } from './shell-helpers.ts';

// Fixed local instants in the venue's time zone, never the wall clock: Wednesday 25 November 2026.
const INSIDE = '2026-11-25T10:30';
const OUTSIDE = '2026-11-25T11:30';

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function previewAt(page: Page, serviceType: string, at: string): Promise<Locator> {
  const preview = page.getByRole('region', { name: 'Preview the POS' });
  await preview.getByRole('button', { name: /Service type/ }).click();
  await page.getByRole('option', { name: serviceType, exact: true }).click();
  await preview.getByLabel('Date and time').fill(at);
  await preview.getByRole('button', { name: 'Show' }).click();
  return preview;
}

test('sets a happy hour for a product; the POS preview shows it inside the window only', async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, USERS.owner, { at: '/menus' });
  await page.getByRole('button', { name: 'Edit Kvällsmeny' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Edit Kvällsmeny' })).toBeVisible();
  // A starter: no happy hour in the demo.
  const candidate = page.getByTestId('menu-entry').filter({ hasNotText: 'Happy hour:' }).first();
  const title = ((await candidate.getByRole('rowheader').textContent()) ?? '').trim();
  expect(title).not.toBe('');
  // Held by its name: once it has a happy hour, the filter above would pick the next product.
  const byTitle = () =>
    page.getByTestId('menu-entry').filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });
  const entry = byTitle();

  await entry.getByRole('button', { name: `Happy hour for ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: `Time-bound prices of ${title}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Add a time-bound price' }).click();
  // Wednesdays only, 10:00–11:00, at 12.50.
  for (const day of ['Mon', 'Tue', 'Thu', 'Fri'])
    await dialog.getByRole('checkbox', { name: day, exact: true }).click({ force: true });
  await dialog.getByLabel('Price 1', { exact: true }).fill('12.50');
  // Backwards without "past midnight": refused on the field, in words.
  await dialog.getByLabel('From (price 1)').fill('11:00');
  await dialog.getByLabel('To (price 1)').fill('10:00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Check the highlighted fields.');
  await expect(dialog.getByText('The end is before the start.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);

  await dialog.getByLabel('From (price 1)').fill('10:00');
  await dialog.getByLabel('To (price 1)').fill('11:00');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(entry).toContainText(/Happy hour: 12[,.]50/);

  // Inside the window the till charges the happy-hour price, outside it the menu's own.
  const product = (preview: Locator) =>
    preview.getByRole('row', { name: new RegExp(`^${literal(title)}\\b`) }).first();
  let preview = await previewAt(page, 'Table service', INSIDE);
  await expect(product(preview)).toContainText(/12[,.]50/);
  await expect(product(preview)).toContainText('Happy hour');
  await expectNoAxeViolations(page);
  preview = await previewAt(page, 'Table service', OUTSIDE);
  await expect(product(preview)).not.toContainText('Happy hour');
  await expect(product(preview)).not.toContainText(/12[,.]50/);

  // Saved on the server: a reload shows it, and removing it leaves the menu price all week.
  await page.reload();
  const again = byTitle();
  await expect(again).toContainText(/Happy hour: 12[,.]50/);
  await again.getByRole('button', { name: `Happy hour for ${title}` }).click();
  await page.getByRole('button', { name: 'Remove time-bound price 1' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(again).not.toContainText('Happy hour:');
});

test("serves a venue's till menu only in the hours marked on the week grid, with the keyboard", async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page, USERS.owner, { at: '/menus/manage-venues' });
  const open = page.getByRole('button', { name: /^Times of Till menu at / }).first();
  // At 1,280 px the venues-by-service-type grid fits: its box does not scroll sideways (the headers
  // name each cell on screen; the long names are the controls' accessible names).
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(open).toHaveText('Times');
  const grid = page.getByRole('table').first();
  const overflow = await grid.evaluate((table) => {
    const box = table.parentElement as HTMLElement;
    return box.scrollWidth - box.clientWidth;
  });
  expect(overflow).toBeLessThanOrEqual(1);
  await open.click();
  const dialog = page.getByRole('dialog', { name: /^Times of Till menu at / });
  const week = dialog.getByRole('table', { name: /^Week of Till menu at / });
  await expect(week).toBeVisible();
  await expectNoAxeViolations(page);
  // One Tab stop; the arrows move to Wednesday 10:00 and Space marks it.
  await week.getByRole('button', { name: 'Mon 00:00–01:00' }).focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  for (let i = 0; i < 10; i += 1) await page.keyboard.press('ArrowRight');
  const hour = week.getByRole('button', { name: 'Wed 10:00–11:00' });
  await expect(hour).toBeFocused();
  await page.keyboard.press('Space');
  await expect(hour).toHaveAttribute('aria-pressed', 'true');
  await expect(dialog.getByRole('status')).toHaveText('1 hour a week');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Scheduled').first()).toBeVisible();

  await page.goto('/menus');
  let preview = await previewAt(page, 'Till', INSIDE);
  await expect(preview.getByRole('table', { name: /^The POS shows / })).toBeVisible();
  preview = await previewAt(page, 'Till', OUTSIDE);
  await expect(preview.getByText('No menu is open then.')).toBeVisible();

  // Back to always, so the demo's till keeps its menu.
  await page.goto('/menus/manage-venues');
  await open.click();
  await dialog.getByRole('button', { name: 'Always available' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Always');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
});
