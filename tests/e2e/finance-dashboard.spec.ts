import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logIn, USERS } from './shell-helpers.ts';

test('the finance home shows the demo’s 90 days, against the previous period, as charts or tables', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, USERS.owner, { at: '/' });
  await expect(page.getByRole('heading', { name: 'Sales overview' })).toBeVisible();
  // The period and venue are native selects (a short list each; docs/decisions.md, issue 15).
  await page.getByRole('combobox', { name: 'Period' }).selectOption({ label: 'Last 90 days' });
  const sales = page.locator('[data-metric="SALES_COUNT"]');
  await expect(sales).toBeVisible();
  // The demo seeds about 3,300 orders over 90 days.
  await expect(async () => {
    const text = (await sales.locator('span').nth(1).textContent()) ?? '0';
    expect(Number(text.replace(/\D/g, ''))).toBeGreaterThan(100);
  }).toPass();
  // Sales over time first, as peers show it: a bar per day of the 90, each with its figure.
  const overTime = page.getByRole('region', { name: 'Sales over time' });
  await expect(overTime.locator('svg rect.visx-bar')).toHaveCount(90);
  await overTime.getByRole('button', { name: 'Show as table' }).click();
  await expect(overTime.getByRole('table', { name: 'Sales over time' }).getByRole('row')).toHaveCount(91);
  const byHour = page.getByRole('region', { name: 'Sales by hour of the accounting day' });
  // The chart is drawn when it comes near the screen (the chart code loads then): scrolled to, it is there.
  await byHour.scrollIntoViewIfNeeded();
  await expect(byHour.locator('svg rect.visx-bar')).toHaveCount(24);
  await byHour.getByRole('button', { name: 'Show as table' }).click();
  await expect(byHour.getByRole('table', { name: 'Sales by hour of the accounting day' })).toBeVisible();
  await expect(byHour.getByRole('rowheader', { name: '12:00' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'VAT per rate' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('close a day and open its Z-report PDF; an X-report stores nothing', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await logIn(page, USERS.owner, { at: '/reports/z-report' });
  await expect(page.getByRole('heading', { name: 'Z-reports' })).toBeVisible();
  // A day inside the demo's history; a retry (same server) closes a later one, since days close
  // in order and the first attempt may have closed its day.
  const day = new Date(Date.now() - (80 - 10 * testInfo.retry) * 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Accounting day to close').fill(day);
  await page.getByRole('button', { name: 'Close the day' }).click();
  // Closing asks first (issue 41): the dialog names the day it closes.
  const confirm = page.getByRole('dialog', { name: /^Close .* at .*\?$/ });
  await expect(confirm.getByTestId('close-day-preview')).toBeVisible();
  await confirm.getByRole('button', { name: 'Close the day for good' }).click();
  await expect(page.getByText(/Z-report \d+ created\./)).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: day });
  await expect(row).toBeVisible();
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: /Open PDF/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^z-report-\d+\.pdf$/);
  await page.getByRole('button', { name: 'Show X-report' }).click();
  await expect(page.getByTestId('x-report')).toBeVisible();
  await expectNoAxeViolations(page);
});
