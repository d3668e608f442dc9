import { expect, type Page, test } from '@playwright/test';
import { api, apiToken } from './api-helpers.ts';
import { expectNoAxeViolations, logIn, USERS } from './shell-helpers.ts';

/** The try-it panel's product: typed into the server-search picker, then picked. */
async function pickProduct(page: Page, title: string) {
  await page.getByRole('region', { name: 'Try it' }).getByRole('combobox', { name: 'Product' }).fill(title);
  await page.getByRole('option', { name: title, exact: true }).click();
}

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`${label}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const NAMES = ['Happy hour e2e', 'Happy hour e2e 2', 'Happy hour e2e 3'];
const LIMITED = ['Venue-limited e2e', 'Venue-limited e2e 2', 'Venue-limited e2e 3'];
const CATEGORY = ['Coffee category e2e', 'Coffee category e2e 2', 'Coffee category e2e 3'];

// Each test starts from the demo's offers: an offer left by an earlier test, a retry or a repeat
// (the nightly profile's --repeat-each) would also apply to the baskets priced here.
test.beforeEach(async ({ page }) => {
  const token = await apiToken(page, USERS.owner);
  const { offers } = await api<{ offers: { id: string; name: string }[] }>(
    page,
    'query { offers { id name } }',
    {},
    token,
  );
  for (const offer of offers.filter((o) => [...NAMES, ...LIMITED, ...CATEGORY].includes(o.name))) {
    await api(page, 'mutation ($id: ID!) { deleteOffer(id: $id) }', { id: offer.id }, token);
  }
});

test('creates a happy-hour 2-for-1 and prices a basket with it in the try-it panel', async ({ page }) => {
  test.setTimeout(120_000);
  const name = NAMES[test.info().retry % NAMES.length] ?? 'Happy hour e2e';
  await logIn(page, USERS.owner, { at: '/discounts' });
  await expect(page.getByRole('heading', { name: 'Discounts and offers' })).toBeVisible();

  await page.getByRole('button', { name: 'New offer' }).click();
  const form = page.getByRole('form', { name: 'New offer' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await choose(page, 'Offer type', 'Buy more, pay less per set (2 for 50)');
  await form.getByLabel('Value (stage 1) – Percent off').fill('150');
  await form.getByRole('combobox', { name: 'Add: Group 1' }).fill('Espresso');
  await page.getByRole('option', { name: 'Espresso', exact: true }).click();
  await form.getByLabel('From (HH:MM)').fill('16:00');
  await form.getByLabel('To (HH:MM)').fill('18:00');
  await form.getByRole('button', { name: 'Save offer' }).click();
  // Bad input is refused with a translated message on the field.
  await expect(form.getByText('A percentage must be between 0 and 100.')).toBeVisible();
  await form.getByLabel('Value (stage 1) – Percent off').fill('50');
  await form.getByRole('button', { name: 'Save offer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Offer saved' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Offers' })).toContainText(name);

  // Two espressos at 17:00 on a Friday: one pair at half price.
  const panel = page.getByRole('region', { name: 'Try it' });
  await pickProduct(page, 'Espresso');
  await panel.getByLabel('Quantity').fill('2');
  await panel.getByRole('button', { name: 'Add to basket' }).click();
  await panel.getByLabel('Priced at (local time)').fill('2026-11-27T17:00');
  await expect(panel.getByTestId('try-it-applied')).toContainText(name);
  const total = await panel.getByTestId('try-it-total').innerText();
  // After the happy hour, full price: twice what the pair cost.
  await panel.getByLabel('Priced at (local time)').fill('2026-11-27T18:30');
  await expect(panel.getByText('No offer applies to this basket now.')).toBeVisible();
  const full = await panel.getByTestId('try-it-total').innerText();
  const amount = (text: string) => Number(text.replace(/[^0-9.,]/g, '').replace(',', '.'));
  expect(amount(full)).toBe(2 * amount(total));
  await expectNoAxeViolations(page);
});

test('limits an offer to a chosen venue, and the try-it panel applies it at that venue', async ({ page }) => {
  test.setTimeout(120_000);
  const name = LIMITED[test.info().retry % LIMITED.length] ?? 'Venue-limited e2e';
  await logIn(page, USERS.owner, { at: '/discounts' });
  await page.getByRole('button', { name: 'New offer' }).click();
  const form = page.getByRole('form', { name: 'New offer' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Percent off' }).fill('40');
  await form.getByRole('combobox', { name: 'Add: Group 1' }).fill('Espresso');
  await page.getByRole('option', { name: 'Espresso', exact: true }).click();
  await choose(page, 'Valid at', 'Chosen venues');
  const venues = form.getByRole('group', { name: 'Venues' });
  // No venue chosen would mean every venue: refused in words, the typing kept.
  await form.getByRole('button', { name: 'Save offer' }).click();
  await expect(form.getByText('Choose at least one venue.').first()).toBeVisible();
  await expect(form.getByLabel('Name', { exact: true })).toHaveValue(name);
  // The first venue is the one the shell selects in a fresh browser.
  await venues.locator('label').first().click();
  await expect(venues.getByRole('checkbox').first()).toBeChecked();
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Save offer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Offer saved' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Offers' })).toContainText(name);

  const panel = page.getByRole('region', { name: 'Try it' });
  await pickProduct(page, 'Espresso');
  await panel.getByLabel('Quantity').fill('1');
  await panel.getByRole('button', { name: 'Add to basket' }).click();
  await panel.getByLabel('Priced at (local time)').fill('2026-11-25T10:00');
  await expect(panel.getByTestId('try-it-applied')).toContainText(name);
});

test('a group takes a category: its products get the offer in the try-it panel', async ({ page }) => {
  test.setTimeout(120_000);
  const name = CATEGORY[test.info().retry % CATEGORY.length] ?? 'Coffee category e2e';
  await logIn(page, USERS.owner, { at: '/discounts' });
  await page.getByRole('button', { name: 'New offer' }).click();
  const form = page.getByRole('form', { name: 'New offer' });
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByRole('textbox', { name: 'Percent off' }).fill('30');
  // No product in the group, only the coffee category.
  await form.getByRole('combobox', { name: 'Add: Categories in group 1' }).fill('Kaffe');
  await page.getByRole('option', { name: 'Kaffe & te', exact: true }).click();
  const categories = form.getByRole('group', { name: 'Categories in group 1' });
  await expect(categories).toContainText('Kaffe & te');
  await expect(categories).toContainText('also those added later');
  await expectNoAxeViolations(page);
  await form.getByRole('button', { name: 'Save offer' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Offer saved' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Offers' })).toContainText(name);

  // Reopened, the group still names the category.
  await page.getByRole('table', { name: 'Offers' }).getByRole('button', { name, exact: true }).click();
  const editor = page.getByRole('form', { name: `Edit ${name}` });
  await expect(editor.getByRole('group', { name: 'Categories in group 1' })).toContainText('Kaffe & te');

  // An espresso is in the category: the offer applies to it.
  const panel = page.getByRole('region', { name: 'Try it' });
  await pickProduct(page, 'Espresso');
  await panel.getByLabel('Quantity').fill('1');
  await panel.getByRole('button', { name: 'Add to basket' }).click();
  await panel.getByLabel('Priced at (local time)').fill('2026-11-25T10:00');
  await expect(panel.getByTestId('try-it-applied')).toContainText(name);
});
