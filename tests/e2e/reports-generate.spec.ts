import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logIn, USERS } from './shell-helpers.ts';

test('generate a sales report, watch it finish, download CSV and PDF, delete it', async ({ page }) => {
  test.setTimeout(120_000);
  await logIn(page, USERS.owner, { at: '/reports' });
  await expect(page.getByRole('heading', { name: 'Reports', exact: true })).toBeVisible();
  // Bad input keeps the typing and says why, translated.
  await page.getByLabel('From hour (0–23)').fill('25');
  await page.getByRole('button', { name: 'Generate report' }).click();
  await expect(page.getByText('Hours run from 0 to 23.')).toBeVisible();
  await expect(page.getByLabel('From hour (0–23)')).toHaveValue('25');
  await page.getByLabel('From hour (0–23)').fill('');
  const from = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Last accounting day').fill(from);
  await page.getByLabel('First accounting day').fill(to);
  await page.getByRole('button', { name: 'Generate report' }).click();
  await expect(page.getByText('The end is before the start.')).toBeVisible();
  await page.getByLabel('First accounting day').fill(from);
  await page.getByLabel('Last accounting day').fill(to);
  await page.getByRole('button', { name: 'Generate report' }).click();
  await expect(page.getByText('The report is being generated.')).toBeVisible();
  const row = page
    .getByRole('row')
    .filter({ hasText: `${from} – ${to}` })
    .first();
  await expect(row.getByText('Ready')).toBeVisible({ timeout: 60_000 });
  await expect(row).toContainText('Sales report');

  const csvDownload = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Download CSV/ }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toBe(`report-sales-${from}-${to}.csv`);
  const text = await readFile((await csv.path()) ?? '', 'utf8');
  expect(text.split('\r\n')[0]).toBe(
    '\uFEFFAccounting day,Venue,Product,Quantity,Excl. VAT,VAT,Incl. VAT,Tips,Refunded',
  );
  expect(text.split('\r\n').length).toBeGreaterThan(10);

  const pdfDownload = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Download PDF/ }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toBe(`report-sales-${from}-${to}.pdf`);
  expect((await readFile((await pdf.path()) ?? '')).subarray(0, 5).toString()).toBe('%PDF-');
  await expectNoAxeViolations(page);

  await row.getByRole('button', { name: /^Delete/ }).click();
  // Deleting asks first (issue 41).
  const confirm = page.getByRole('dialog', { name: /^Delete .*\?$/ });
  await expect(confirm.getByText('This cannot be undone.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('The report was deleted.')).toBeVisible();
  // Its row is gone (an empty list keeps its header and an empty-state row).
  await expect(row).toHaveCount(0);
});
