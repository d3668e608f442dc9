import { expect, test } from '@playwright/test';
import { expectPrintsAlone } from './print-helpers.ts';
import { logIn, USERS } from './shell-helpers.ts';

// Issue 47 item 9: the documents an owner needs on paper print as documents, without the app.

test('an order, an X-report, a receipt preview and a QR sheet print without the app around them', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await logIn(page, USERS.owner);

  // The order's detail (the demo opens mid-service: today has orders).
  await page.goto('/orders');
  const first = page.getByRole('button', { name: /^#\d+$/ }).first();
  await expect(first).toBeVisible();
  await first.click();
  const order = page.getByRole('dialog');
  await expect(order.getByRole('heading', { name: /^Order \d+$/ })).toBeVisible();
  await expectPrintsAlone(page, order, order.getByRole('button', { name: 'Print', exact: true }));
  await page.keyboard.press('Escape');
  await expect(order).toBeHidden();

  // A Z-report's document (the X-report is the same document, and closing a day is for good).
  await page.goto('/reports/z-report');
  await page.getByRole('button', { name: 'Show X-report' }).click();
  const report = page.getByRole('dialog');
  await expect(report.getByTestId('z-report-document')).toBeVisible();
  await expect(report.getByRole('heading', { name: 'Grand totals' })).toBeVisible();
  await expectPrintsAlone(page, report, report.getByRole('button', { name: 'Print', exact: true }));
  await page.keyboard.press('Escape');

  // The receipt preview: its Print button prints that paper width alone.
  await page.goto('/settings/receipt');
  const narrow = page.getByTestId('receipt-preview-58');
  await expect(narrow).toBeVisible();
  const narrowFigure = page.locator('figure').filter({ has: narrow });
  await expectPrintsAlone(page, narrowFigure, narrowFigure.getByRole('button', { name: /^Print – / }));
  // Its Print button prints that width alone (ui/print.ts marks it current): what window.print()
  // would put on paper, read in print media while it runs (the dialog itself is stubbed).
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { printed: string[] }).printed = seen;
    window.print = () => {
      for (const figure of document.querySelectorAll('figure')) seen.push(getComputedStyle(figure).display);
    };
  });
  const printButton = await narrowFigure.getByRole('button', { name: /^Print – / }).elementHandle();
  await page.emulateMedia({ media: 'print' });
  // Hidden on paper, so pressed the way a screen reader does (react-aria's virtual click).
  await printButton?.evaluate((button: HTMLElement) => button.click());
  await page.emulateMedia({ media: 'screen' });
  const printed = await page.evaluate(() => (window as unknown as { printed: string[] }).printed);
  expect(printed).toHaveLength(2);
  expect(printed[0]).not.toBe('none');
  expect(printed[1]).toBe('none');
  // Afterwards both widths are documents again.
  await expect(page.locator('html')).not.toHaveAttribute('data-printing');
  // The heading and form of the settings page stay off paper.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // The table QR sheet: a card per table, none split across pages.
  await page.goto('/online-ordering');
  await page.getByRole('button', { name: 'Printable QR sheet' }).first().click();
  const sheet = page.getByRole('dialog');
  await expect(sheet.getByTestId('qr-sheet').locator('li').first()).toBeVisible();
  await expect(sheet.getByTestId('qr-sheet').locator('li img').first()).toHaveAttribute(
    'src',
    /^data:image\/svg\+xml/,
  );
  await expectPrintsAlone(page, sheet, sheet.getByRole('button', { name: 'Print', exact: true }));
  await page.emulateMedia({ media: 'print' });
  expect(
    await sheet
      .getByTestId('qr-sheet')
      .locator('li')
      .first()
      .evaluate((card) => getComputedStyle(card).breakInside),
  ).toBe('avoid');
  await page.emulateMedia({ media: 'screen' });
});
