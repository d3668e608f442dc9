import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './a11y-helpers.ts';
import { linkInMail, pathOf } from './mail.ts';

test.use({ locale: 'sv-SE', timezoneId: 'Europe/Stockholm' });

/**
 * Issue 22, "goal beyond peers": from a fresh sign-up to a 40-item menu on a POS layout and a
 * first sale. The walk counts what a person does (clicks, typed characters) and the time it takes;
 * the figures go to the README (they are printed, never asserted as times).
 */
class Person {
  clicks = 0;
  typed = 0;
  constructor(readonly page: Page) {}
  async click(target: ReturnType<Page['getByRole']>) {
    this.clicks++;
    await target.click();
  }
  async type(target: ReturnType<Page['getByLabel']>, text: string) {
    this.clicks++;
    this.typed += text.length;
    await target.fill(text);
  }
}

test('a new company walks the wizard from sign-up to a 40-item menu and a first sale', async ({ page }) => {
  test.setTimeout(120_000);
  const started = Date.now();
  const person = new Person(page);
  const email = `wizard-${Date.now()}@example.se`;
  await page.goto('/sv-se/register');
  await person.type(page.getByLabel('Företagets namn'), 'Lindas Kök');
  await person.type(page.getByLabel('Ditt namn'), 'Sara Lind');
  await person.type(page.getByLabel('Telefonnummer'), '070-123 45 67');
  await person.type(page.getByLabel('E-postadress'), email);
  await person.type(page.getByLabel('Lösenord'), 'Kanelbulle!26');
  await person.click(page.getByRole('button', { name: 'Skapa konto' }));
  await expect(page).toHaveURL(/\/sv-se\/check-email/);
  const link = await linkInMail(email, /https?:\/\/\S+\/activate\/[\w-]+/);
  person.clicks++; // the link in the mail
  await page.goto(pathOf(link));

  // Welcome: no sidebar, a greeting, the way in.
  await expect(page).toHaveURL(/\/welcome$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { name: 'Välkommen till Ordna, Sara' })).toBeVisible();
  await expectAccessible(page);
  await person.click(page.getByRole('button', { name: 'Börja' }));
  await expect(page).toHaveURL(/\/onboarding\/account$/);
  await expect(page.getByTestId('onboarding-progress')).toHaveText(/0 av 6/);

  // A step ahead by URL is refused with a translated message.
  await page.goto('/onboarding/product-library');
  await expect(page).toHaveURL(/\/onboarding\/account$/);
  await expect(page.getByRole('alert')).toHaveText(/Gör klart eller hoppa över ”Ditt konto” först/);
  await expectAccessible(page);
  await person.click(page.getByRole('button', { name: 'Fortsätt', exact: true }));

  // Company information: the business name from sign-up is there; bad input first, then the real
  // thing. Continue saves what the page shows (there is no separate save button).
  await expect(page).toHaveURL(/\/onboarding\/information$/);
  await expect(page.getByLabel('Företagets namn')).toHaveValue('Lindas Kök');
  await person.click(page.getByRole('button', { name: 'Fortsätt', exact: true }));
  await expect(page.getByText('Fyll i det här.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/onboarding\/information$/);
  await person.type(page.getByLabel('Juridiskt namn'), 'Lind Mat AB');
  await person.type(page.getByLabel('Gatuadress'), 'Götgatan 1');
  await person.type(page.getByLabel('Postnummer'), '11646');
  await person.type(page.getByLabel('Ort'), 'Stockholm');
  await person.click(page.getByRole('button', { name: 'Fortsätt', exact: true }));
  await expect(page).toHaveURL(/\/onboarding\/stations$/);
  await expect(page.getByRole('link', { name: /Företagsuppgifter\s*Klart/ })).toBeVisible();

  // A finished step reopens with what was saved, and Continue saves a change and moves on.
  await page.getByRole('link', { name: /Företagsuppgifter\s*Klart/ }).click();
  await expect(page).toHaveURL(/\/onboarding\/information$/);
  await expect(page.getByLabel('Juridiskt namn')).toHaveValue('Lind Mat AB');
  await page.getByLabel('Postnummer').fill('116 46');
  await page.getByLabel('Postnummer').press('Enter');
  await expect(page).toHaveURL(/\/onboarding\/stations$/);

  // A station typed and not added is added by Continue; integrations and licences are skipped.
  await person.type(page.getByLabel('Stationens namn'), 'Kök');
  await person.click(page.getByRole('button', { name: 'Fortsätt', exact: true }));
  await expect(page).toHaveURL(/\/onboarding\/integrations$/);
  await person.click(page.getByRole('button', { name: 'Hoppa över steget' }));
  await expect(page).toHaveURL(/\/onboarding\/licenses$/);
  await person.click(page.getByRole('button', { name: 'Hoppa över steget' }));

  // The product library: a restaurant's 40 products, imported in one click, then a test sale.
  await expect(page).toHaveURL(/\/onboarding\/product-library$/);
  await expect(page.getByText('40 produkter i 7 kategorier').first()).toBeVisible();
  await expectAccessible(page);
  await person.click(page.getByRole('button', { name: 'Lägg till produkterna' }));
  await expect(
    page.getByText('40 produkter i 7 kategorier och en kassalayout har lagts till.'),
  ).toBeVisible();
  await person.click(page.getByRole('button', { name: 'Gör ett testköp' }));
  await expect(page.getByText('Testköpet är gjort: du kan börja sälja.')).toBeVisible();
  // What the library and the sale unlocked is in the sidebar at once, without a reload.
  const sidebar = page.getByRole('navigation', { name: 'Huvudmeny' });
  await expect(sidebar.getByRole('link', { name: 'Beställningar' }).first()).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Kassalayouter' }).first()).toBeVisible();
  await expect(sidebar.getByRole('link', { name: 'Ekonomi' }).first()).toBeVisible();
  const seconds = (Date.now() - started) / 1000;

  // Applied twice, the library merges.
  await page.getByRole('button', { name: 'Lägg till produkterna' }).click();
  await expect(page.getByText('Allt fanns redan: inget har dubblerats.')).toBeVisible();

  await page.getByRole('button', { name: 'Fortsätt', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Allt är uppsatt. Bra jobbat!' })).toBeVisible();
  await expect(page.getByTestId('onboarding-progress')).toHaveCount(0);

  // Resumable anywhere: the layout holds the menu.
  await page.goto('/pos-layout');
  await expect(page.getByRole('button', { name: /Förrätter/ }).first()).toBeVisible();

  // Settings › Company shows what the wizard saved, under the business name.
  await page.goto('/settings/company');
  await expect(page.getByLabel('Företagsnamn')).toHaveValue('Lindas Kök');
  await expect(page.getByLabel('Juridiskt namn')).toHaveValue('Lind Mat AB');
  await expect(page.getByLabel('Gata')).toHaveValue('Götgatan 1');
  await expect(page.getByLabel('Postnummer')).toHaveValue('116 46');
  await expect(page.getByLabel('Ort')).toHaveValue('Stockholm');
  // The first venue carries the business name too.
  await page.goto('/settings/venues');
  await expect(page.locator('main').getByText('Lindas Kök').first()).toBeVisible();

  console.log(
    `ONBOARDING_WALK clicks=${person.clicks} typed=${person.typed} seconds=${seconds.toFixed(1)} products=40`,
  );
});
