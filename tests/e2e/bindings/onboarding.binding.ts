import { expect, type Page } from '@playwright/test';
import { currentPage, type OnboardingFacts } from '../../../src/domain/onboarding.ts';
import { linkInMail, pathOf } from '../mail.ts';
import type { Binding } from './binding.ts';

const progress = (page: Page) => page.getByTestId('onboarding-progress');
/**
 * The wizard shows the page its URL names: right after a page load the machine may still be about
 * to refuse the URL's page (ahead of its turn) and take the URL to its own, so a click would land
 * on a page about to change.
 */
async function settled(page: Page): Promise<void> {
  await expect(async () => {
    const path = new URL(page.url()).pathname;
    const title = await page.locator('#onboarding-title').innerText();
    const link = await page.locator(`main nav a[href="${path}"]`).innerText();
    expect(link.startsWith(title)).toBe(true);
  }).toPass();
}
const NEW_COMPANY = { steps: [], confirmed: [], skipped: [] };
const ACCOUNT_CONFIRMED = { steps: [], confirmed: ['account'], skipped: [] };
const ROUTES: Record<string, string> = {
  account: 'account',
  information: 'information',
  stations: 'stations',
  integrations: 'integrations',
  licenses: 'licenses',
  productLibrary: 'product-library',
};

/**
 * A new company, signed up in Swedish (as the wizard's own test does), on its first onboarding page.
 * The back office then speaks the browser's language: the labels match Swedish or English.
 */
export const binding: Binding = {
  machine: 'onboarding',
  starts: ['new company'],
  // The browser walks a new company from its account page, which has nothing to save (SUBMITTED:
  // the facts as they were) and is done by its confirmation (RECORDED: the account alone). Facts
  // of later pages need their data (a company address, products, a sale), which no click here gives.
  accepts: (event) => {
    const facts = JSON.stringify((event as { facts?: unknown }).facts);
    if (event.type === 'SUBMITTED') return facts === JSON.stringify(NEW_COMPANY);
    if (event.type === 'RECORDED') return facts === JSON.stringify(ACCOUNT_CONFIRMED);
    return true;
  },
  start: async (page) => {
    const email = `paths-${Date.now()}@example.se`;
    await page.goto('/sv-se/register');
    await page.getByLabel('Företagets namn').fill('Lindas Kök');
    await page.getByLabel('Ditt namn').fill('Sara Lind');
    await page.getByLabel('Telefonnummer').fill('070-123 45 67');
    await page.getByLabel('E-postadress').fill(email);
    await page.getByLabel('Lösenord').fill('Kanelbulle!26');
    await page.getByRole('button', { name: 'Skapa konto' }).click();
    await expect(page).toHaveURL(/\/sv-se\/check-email/);
    await page.goto(pathOf(await linkInMail(email, /https?:\/\/\S+\/activate\/[\w-]+/)));
    await expect(page).toHaveURL(/\/welcome$/, { timeout: 15_000 });
    await page.getByRole('button', { name: /^(Börja|Start setting up)$/ }).click();
    await expect(page).toHaveURL(/\/onboarding\/account$/);
  },
  states: {
    showing: async (page) => await expect(progress(page)).toBeVisible(),
    // The page's form is being saved: the wizard stays on screen.
    submitting: async (page) => await expect(progress(page)).toBeVisible(),
    // The request is in flight: the wizard stays on screen.
    saving: async (page) => await expect(progress(page)).toBeVisible(),
    finished: async (page) => {
      await expect(
        page.getByRole('heading', {
          name: /^(Allt är uppsatt\. Bra jobbat!|Set-up is finished\. Well done!)$/,
        }),
      ).toBeVisible();
      await expect(progress(page)).toHaveCount(0);
    },
  },
  events: {
    OPEN: async (page, event) => {
      await page.goto(`/onboarding/${ROUTES[String(event.page)] ?? 'account'}`);
      await settled(page);
    },
    CONTINUE: async (page) => await page.getByRole('button', { name: /^(Fortsätt|Continue)$/ }).click(),
    SKIP: async (page) =>
      await page.getByRole('button', { name: /^(Hoppa över steget|Skip this step)$/ }).click(),
    // The page saved (the account page has nothing to save): the wizard stays until it is recorded.
    SUBMITTED: async (page) => await expect(progress(page)).toBeVisible(),
    INVALID: async (page) => await expect(progress(page)).toBeVisible(),
    // The server's answer: the wizard moves to the first page its facts leave open.
    RECORDED: async (page, event) => {
      const next = currentPage(event.facts as OnboardingFacts);
      if (next) await expect(page).toHaveURL(new RegExp(`/onboarding/${ROUTES[next]}$`));
      await settled(page);
    },
  },
};
