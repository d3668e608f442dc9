import { expect, test } from '@playwright/test';
import { expectNoAxeViolations, logIn, USERS } from './shell-helpers.ts';

test('edits the receipt template and watches the 58 and 80 mm previews; a line too wide is refused in words', async ({
  page,
}) => {
  await logIn(page, USERS.owner, { at: '/settings/receipt' });
  const narrow = page.getByTestId('receipt-preview-58');
  const wide = page.getByTestId('receipt-preview-80');
  await expect(narrow).toBeVisible();
  await expect(wide).toBeVisible();
  await expectNoAxeViolations(page);

  // Sweden: the legal fields are locked on.
  await expect(
    page.getByRole('checkbox', { name: /Organisation number \(required by law\)/ }),
  ).toBeDisabled();

  const header = page.getByLabel(/Header text/);
  await header.fill('Välkommen till Demo Bistro!');
  await expect(narrow).toContainText('Välkommen till Demo Bistro!');
  await expect(wide).toContainText('Välkommen till Demo Bistro!');

  // The phone line appears in the preview when the field is switched on.
  await page.getByText('Phone', { exact: true }).click();
  await expect(page.getByRole('checkbox', { name: 'Phone' })).toBeChecked();
  await expect(wide).toContainText('Tel.');

  // 58 mm paper takes 32 characters a line: 35 are refused, and the typing stays.
  const long = 'Öppet alla dagar 11–23, välkommen!!';
  await page.getByLabel(/Paper width/).click();
  await page.getByRole('option', { name: /58 mm/ }).click();
  await page.getByLabel(/Footer text/).fill(long);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('A line is wider than the paper allows.')).toBeVisible();
  await expect(page.getByLabel(/Footer text/)).toHaveValue(long);

  // On 80 mm paper the same line fits: saved, and still there after a reload.
  await page.getByLabel(/Paper width/).click();
  await page.getByRole('option', { name: /80 mm/ }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Receipt template saved.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByTestId('receipt-preview-80')).toContainText(long);
  await expect(page.getByTestId('receipt-preview-80')).toContainText('Välkommen till Demo Bistro!');
});

test('refuses an organisation number that fails the Swedish check and a tip limit over 100, keeping the typing', async ({
  page,
}) => {
  await logIn(page, USERS.owner, { at: '/settings/company' });
  const org = page.getByLabel('Organisation number');
  await expect(org).toBeVisible();
  await expectNoAxeViolations(page);
  await org.fill('556036-0794');
  // The tip limit orders are held to (issue 40): a whole percentage up to 100.
  const tip = page.getByLabel('Largest tip (% of the order)');
  await expect(tip).toHaveValue('100');
  await tip.fill('250');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText("This organisation number does not pass your country's check.")).toBeVisible();
  await expect(page.getByText('Enter a whole percentage from 0 to 100.')).toBeVisible();
  await expect(org).toHaveValue('556036-0794');
  await tip.fill('100');
  await org.fill('5560360793');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Company settings saved.')).toBeVisible();
  await expect(org).toHaveValue('556036-0793');
});

test('lists the seeded beeper ranges and refuses an overlapping one in words', async ({ page }) => {
  await logIn(page, USERS.owner, { at: '/settings/beepers' });
  await expect(page.getByRole('row', { name: /100–129/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'New range' }).click();
  const editor = page.getByTestId('resource-editor');
  await editor.getByLabel('First number', { exact: true }).fill('120');
  await editor.getByLabel('Last number', { exact: true }).fill('125');
  await editor.getByRole('button', { name: 'Create' }).click();
  await expect(editor.getByText('These numbers overlap another range of the venue.')).toBeVisible();
  await expect(editor.getByLabel('First number', { exact: true })).toHaveValue('120');
});
