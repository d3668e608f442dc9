import { expect, test } from '@playwright/test';
import en from '../../src/i18n/en/marketing/index.ts';
import { openSite } from './site-fixtures.ts';

/** Spec section 2, "Marketing footer". */

test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });

test('the call to action sends get-started-footer and leads to /register', async ({ page }) => {
  // A stand-in for the analytics script; sessionStorage outlives the navigation the click starts.
  await page.addInitScript(() => {
    window.plausible = (event: string) => {
      const sent = JSON.parse(window.sessionStorage.getItem('sent-events') ?? '[]') as string[];
      window.sessionStorage.setItem('sent-events', JSON.stringify([...sent, event]));
    };
  });
  await openSite(page, '/en-gb/pos');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: en.footer.cta }).click();
  await expect(page).toHaveURL(/\/en-gb\/register$/);
  expect(await page.evaluate(() => window.sessionStorage.getItem('sent-events'))).toBe(
    '["get-started-footer"]',
  );
});

test('without the analytics function an error is logged and the visitor still gets there', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openSite(page, '/en-gb');
  await page.getByRole('contentinfo').getByRole('link', { name: en.footer.cta }).click();
  await expect(page).toHaveURL(/\/en-gb\/register$/);
  expect(errors.some((text) => text.includes('get-started-footer'))).toBe(true);
});

test('has social links, the postal address, the support email and the current year', async ({ page }) => {
  // Years after the build, the copyright line still shows the visitor's current year.
  await page.clock.setFixedTime(new Date('2031-03-01T12:00:00Z'));
  await openSite(page, '/en-gb');
  const footer = page.getByRole('contentinfo');
  for (const network of ['LinkedIn', 'Instagram', 'Facebook']) {
    await expect(footer.getByRole('link', { name: `Ordna on ${network}` })).toHaveAttribute(
      'href',
      /^https:\/\//,
    );
  }
  const address = footer.locator('address');
  await expect(address).toContainText('Sveavägen 44');
  await expect(address).toContainText('111 34 Stockholm');
  await expect(address).toContainText(en.footer.country);
  await expect(footer.getByRole('link', { name: /support@ordna\.se/ })).toHaveAttribute(
    'href',
    'mailto:support@ordna.se',
  );
  await expect(footer).toContainText('© 2031 Ordna AB. All rights reserved.');
});
