import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { linkInMail, pathOf } from './mail.ts';

test.use({ locale: 'sv-SE', timezoneId: 'Europe/Stockholm' });

test('a Swedish café signs up, opens the mail, activates and lands in the back office', async ({ page }) => {
  const email = `kafe-${Date.now()}@example.se`;
  await page.goto('/sv-se/register');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sv');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Bad input first: translated messages, and nothing typed is lost.
  await page.getByLabel('Ditt namn').fill('Karin Berg');
  await page.getByLabel('Företagets namn').fill('Karins Kafé');
  await page.getByLabel('Telefonnummer').fill('12');
  await page.getByLabel('E-postadress').fill(email);
  await page.getByLabel('Lösenord').fill('kort');
  await page.getByRole('button', { name: 'Skapa konto' }).click();
  await expect(page.getByText('Lösenordet måste ha minst 8 tecken.')).toBeVisible();
  await expect(page.getByLabel('Ditt namn')).toHaveValue('Karin Berg');
  await expect(page.getByLabel('E-postadress')).toHaveValue(email);

  await page.getByLabel('Telefonnummer').fill('070-123 45 67');
  await page.getByLabel('Lösenord').fill('Kanelbulle!26');
  await page.getByRole('button', { name: 'Skapa konto' }).click();
  await expect(page).toHaveURL(/\/sv-se\/check-email/);
  await expect(page.getByText(email)).toBeVisible();

  // Login is refused until the address is verified.
  await page.goto('/sv-se/login');
  await page.getByLabel('E-post').fill(email);
  await page.getByLabel('Lösenord').fill('Kanelbulle!26');
  await page.getByRole('button', { name: 'Logga in' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/sv-se\/login/);

  const link = await linkInMail(email, /https?:\/\/\S+\/activate\/[\w-]+/);
  await page.goto(pathOf(link));
  await expect(page).toHaveURL(/\/welcome$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: /Välkommen till Ordna/ })).toBeVisible();

  // A used link shows a page that offers a new one.
  await page.evaluate(() => window.localStorage.clear());
  await page.goto(pathOf(link));
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Skicka en ny länk' })).toBeVisible();
});
