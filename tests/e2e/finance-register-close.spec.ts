import { expect, test } from '@playwright/test';
import { formatsFor } from '../../src/domain/formats.ts';
import { api, apiToken } from './api-helpers.ts';
import { expectNoAxeViolations, logIn, USERS } from './shell-helpers.ts';

/**
 * Issue 40 item 3, "one Z per register and day", in the browser. Demo Bistro's second venue has a
 * register, Kassa 2 (a registered device, server/demo/seed-licences.ts); a sale it takes (made here
 * through the order API, today: the venue's history is imported, so its own days start today) is
 * in that register's book. The close dialog offers the whole venue or one register; closing
 * Kassa 2's day stores Z-report 1 of Kassa 2 (its own numbering), and the list says whose it is.
 * Kassa 2 took no other sale, and the other specs close the venues' days without a register.
 */
const VENUES = 'query { venues { id name } }';
const PREVIEW = `query ($v: ID!, $r: String) { dayClosePreview(venueId: $v, register: $r) { today registers { id name } } }`;
const CATEGORIES = 'query { categories { id name } }';
const ITEMS = `query ($c: ID!) { items(first: 20, filter: { categoryId: $c }) { results { id title vatRate } } }`;
const CREATE = `mutation ($input: CreateOrderInput!) { createOrder(input: $input) { order { id registerId accountingDate } } }`;
const REGISTER = 'Kassa 2';

/** An accounting day as the confirmation writes it: an English reader in a Swedish company (src/domain/formats.ts). */
function longDay(date: string): string {
  return formatsFor('en', 'SE').day(date, 'full');
}

test("close one register's day: its own Z-report, numbered for that register", async ({ page }) => {
  test.setTimeout(120_000);
  const token = await apiToken(page, USERS.owner);
  const { venues } = await api<{ venues: { id: string; name: string }[] }>(page, VENUES, {}, token);
  // The venue whose registers include Kassa 2, read from the close preview's list of registers.
  let venue: { id: string; name: string } | undefined;
  let registerId = '';
  let today = '';
  for (const candidate of venues) {
    type Preview = { dayClosePreview: { today: string; registers: { id: string; name: string }[] } };
    const { dayClosePreview } = await api<Preview>(page, PREVIEW, { v: candidate.id }, token);
    const found = dayClosePreview.registers.find((r) => r.name === REGISTER);
    if (found) {
      venue = candidate;
      registerId = found.id;
      today = dayClosePreview.today;
    }
  }
  expect(venue).toBeTruthy();
  if (!venue) return;

  // A sale at Kassa 2, today.
  const { categories } = await api<{ categories: { id: string; name: string }[] }>(
    page,
    CATEGORIES,
    {},
    token,
  );
  const drinks = categories.find((category) => category.name === 'Kaffe & te');
  const { items } = await api<{ items: { results: { id: string; title: string; vatRate: number }[] } }>(
    page,
    ITEMS,
    { c: drinks?.id },
    token,
  );
  const coffee = items.results[0];
  expect(coffee).toBeTruthy();
  if (!coffee) return;
  if (test.info().retry === 0) {
    const { createOrder } = await api<{
      createOrder: { order: { registerId: string; accountingDate: string } };
    }>(
      page,
      CREATE,
      {
        input: {
          idempotencyKey: `e2e-register-close-${Date.now()}`,
          venueId: venue.id,
          register: REGISTER,
          status: 'COMPLETED',
          lines: [
            {
              itemId: coffee.id,
              title: coffee.title,
              quantity: 1,
              unitPrice: 3500,
              manualPrice: true,
              vatRate: coffee.vatRate,
              total: 3500,
            },
          ],
          payments: [{ method: 'CASH', amount: 3500, tip: 0 }],
          total: 3500,
        },
      },
      token,
    );
    expect(createOrder.order).toMatchObject({ registerId, accountingDate: today });
  }

  await logIn(page, USERS.owner, { at: '/reports/z-report' });
  await expect(page.getByRole('heading', { name: 'Z-reports', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: /Venue$/ }).click();
  await page.getByRole('option', { name: venue.name, exact: true }).click();
  await page.getByLabel('Accounting day to close').fill(today);
  await page.getByRole('button', { name: 'Close the day' }).click();

  // The whole venue first (its sales without a register), as before; the book is chosen by keyboard.
  const dialog = page.getByRole('dialog');
  await expect(
    dialog.getByRole('heading', { name: `Close ${longDay(today)} at ${venue.name}?` }),
  ).toBeVisible();
  const book = dialog.getByRole('button', { name: /Register$/ });
  await expect(book).toContainText('Whole venue (sales without a register)');
  await book.focus();
  await page.keyboard.press('Enter');
  const option = page.getByRole('option', { name: REGISTER, exact: true });
  await expect(option).toBeVisible();
  for (let i = 0; i < 6 && !(await option.evaluate((el) => el === document.activeElement)); i++)
    await page.keyboard.press('ArrowDown');
  await expect(option).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(book).toContainText(REGISTER);

  // Kassa 2's day: its one sale, its own title; today is still open, and says so.
  await expect(
    dialog.getByRole('heading', { name: `Close ${longDay(today)} for ${REGISTER} at ${venue.name}?` }),
  ).toBeVisible();
  const preview = dialog.getByTestId('close-day-preview');
  await expect(
    preview.getByText('Sales', { exact: true }).locator('xpath=following-sibling::dd[1]'),
  ).toHaveText('1');
  await expectNoAxeViolations(page);

  // A retry on the same server finds the day closed by the first attempt: the close is for good.
  const already = dialog.getByText('This day is already closed by Z-report 1.');
  if (test.info().retry > 0 && (await already.count()) > 0) {
    await dialog.getByRole('button', { name: 'Cancel' }).click();
  } else {
    await expect(
      dialog.getByText('This day is still open: later sales will not be on its Z-report.'),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Close the day for good' }).click();
    await expect(page.getByText(`Z-report 1 of ${REGISTER} created.`)).toBeVisible();
  }
  await expect(dialog).toHaveCount(0);

  // The list says whose each Z-report is: Kassa 2's is number 1 of its own, today.
  const table = page
    .getByRole('grid', { name: 'Z-reports' })
    .or(page.getByRole('table', { name: 'Z-reports' }));
  const row = table.getByRole('row').filter({ hasText: REGISTER });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('rowheader')).toHaveText('1');
  await expect(row).toContainText(today);
  await expectNoAxeViolations(page);
});
