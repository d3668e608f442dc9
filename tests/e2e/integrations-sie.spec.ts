import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logIn, USERS } from './shell-helpers.ts';

test('the SIE 4 card opens an export form that downloads a PC8 SIE 4 file of the demo’s days', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await logIn(page, USERS.owner, { at: '/integrations' });
  await page.getByRole('link', { name: 'Open SIE 4' }).click();
  await expect(page.getByRole('heading', { name: 'Export a SIE 4 file' })).toBeVisible();
  // The last week of the demo's history, within one year (one financial year per file).
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const weekAgo = new Date(Date.now() - 8 * 86_400_000).toISOString().slice(0, 10);
  const from = weekAgo.slice(0, 4) === yesterday.slice(0, 4) ? weekAgo : `${yesterday.slice(0, 4)}-01-01`;
  await page.getByLabel('First day').fill(from);
  await page.getByLabel('Last day').fill(yesterday);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download SIE file' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`ordna-sie4-${from}-${yesterday}.se`);
  const bytes = await readFile((await file.path()) ?? '');
  const text = bytes.toString('latin1');
  expect(text.startsWith('#FLAGGA 0\r\n#PROGRAM "Ordna"')).toBe(true);
  expect(text).toContain('\r\n#FORMAT PC8\r\n');
  expect(text).toContain('\r\n#SIETYP 4\r\n');
  expect(text).toMatch(/\r\n#VER "A" 1 \d{8} /);
  await expect(page.getByText(/\d+ vouchers in ordna-sie4-/)).toBeVisible();
  await expectNoAxeViolations(page);
});
