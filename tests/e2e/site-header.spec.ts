import { expect, test } from '@playwright/test';
import en from '../../src/i18n/en/marketing/index.ts';
import { openSite } from './site-fixtures.ts';

/** Spec section 2, "Marketing header". */

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('is fixed and turns white with a shadow once scrolled by more than 0 px', async ({ page }) => {
    await openSite(page, '/en-gb/pos');
    const header = page.getByRole('banner');
    await expect(header).toHaveCSS('position', 'fixed');
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(header).toHaveCSS('box-shadow', 'none');

    await page.evaluate(() => window.scrollTo(0, 1));
    await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(header).not.toHaveCSS('box-shadow', 'none');

    await page.evaluate(() => window.scrollTo(0, 1500));
    expect((await header.boundingBox())?.y).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  });

  test('has the Products dropdown, usable with the keyboard', async ({ page }) => {
    await openSite(page, '/en-gb');
    const nav = page.getByRole('navigation', { name: en.a11y.mainNavigation });
    const products = nav.getByRole('button', { name: en.header.products });
    await products.focus();
    await page.keyboard.press('Enter');
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    for (const key of ['pos', 'handheld', 'kitchen', 'ordering'] as const) {
      const link = nav.getByRole('link', { name: new RegExp(en.products[key].name) });
      await expect(link).toBeVisible();
      await expect(link).toContainText(en.products[key].description);
    }
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: new RegExp(en.products.pos.name) })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(products).toHaveAttribute('aria-expanded', 'false');
    await expect(products).toBeFocused();
    await expect(nav.getByRole('link', { name: new RegExp(en.products.pos.name) })).toBeHidden();

    // Tableside ordering, by keyboard only.
    await page.keyboard.press('Enter');
    await nav.getByRole('link', { name: new RegExp(en.products.ordering.name) }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en-gb\/online-ordering$/);
  });

  test('has Testimonials, Integrations, the language selector and Log in', async ({ page }) => {
    await openSite(page, '/en-gb/pos');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: en.header.login })).toHaveAttribute('href', '/en-gb/login');
    await expect(banner.getByRole('button', { name: /Language: English/ })).toBeVisible();

    await banner.getByRole('link', { name: en.header.testimonials }).click();
    await expect(page).toHaveURL(/\/en-gb#testimonials$/);
    const heading = page.getByRole('heading', { name: en.home.testimonials.title });
    await expect(heading).toBeInViewport();
    // Not hidden under the fixed header.
    const headerBox = await banner.boundingBox();
    expect((await heading.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual((headerBox?.height ?? 0) - 1);

    await banner.getByRole('link', { name: en.header.integrations }).click();
    await expect(page).toHaveURL(/\/en-gb#integrations$/);
    await expect(page.getByRole('heading', { name: en.home.integrations.title })).toBeInViewport();
  });

  test('a route change starts at the top of the new page', async ({ page }) => {
    await openSite(page, '/en-gb');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const nav = page.getByRole('navigation', { name: en.a11y.mainNavigation });
    await nav.getByRole('button', { name: en.header.products }).click();
    await nav.getByRole('link', { name: new RegExp(en.products.kitchen.name) }).click();
    await expect(page).toHaveURL(/\/en-gb\/digital-kitchen-screens$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.kitchen.hero.title);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('closes the dropdown on a click outside', async ({ page }) => {
    await openSite(page, '/en-gb');
    const products = page.getByRole('banner').getByRole('button', { name: en.header.products });
    await products.click();
    await expect(products).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('heading', { level: 1 }).click();
    await expect(products).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('on a small screen', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('becomes a slide-in menu', async ({ page }) => {
    await openSite(page, '/en-gb/pos');
    await expect(page.getByRole('banner').getByRole('button', { name: en.header.products })).toBeHidden();
    const open = page.getByRole('button', { name: en.a11y.openMenu });
    await open.click();
    const menu = page.getByRole('dialog', { name: en.a11y.mainNavigation });
    await expect(menu).toBeVisible();
    await expect(open).toHaveAttribute('aria-expanded', 'true');
    // Slides in from the inline end: the right edge in English.
    await expect
      .poll(async () => {
        const box = await menu.boundingBox();
        return box ? Math.round(box.x + box.width) : 0;
      })
      .toBe(390);
    for (const key of ['pos', 'handheld', 'kitchen', 'ordering'] as const) {
      await expect(menu.getByRole('link', { name: new RegExp(en.products[key].name) })).toBeVisible();
    }
    await expect(menu.getByRole('link', { name: en.header.login })).toHaveAttribute('href', '/en-gb/login');
    await expect(menu.getByRole('link', { name: 'Svenska' })).toHaveAttribute('href', '/sv-gb/pos');

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toHaveAttribute('aria-expanded', 'false');

    await open.click();
    await menu.getByRole('button', { name: en.a11y.closeMenu }).click();
    await expect(menu).toBeHidden();

    await open.click();
    await menu.getByRole('link', { name: en.header.integrations }).click();
    await expect(page).toHaveURL(/\/en-gb#integrations$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('heading', { name: en.home.integrations.title })).toBeInViewport();
  });

  test('slides in from the left in Arabic', async ({ page }) => {
    await openSite(page, '/ar-gb');
    await page.getByRole('button', { name: 'افتح القائمة' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    await expect.poll(async () => (await menu.boundingBox())?.x).toBe(0);
  });
});
