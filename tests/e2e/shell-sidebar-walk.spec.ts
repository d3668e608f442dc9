import { expect, test } from '@playwright/test';
import { logIn, sidebar, USERS } from './shell-helpers.ts';

/**
 * Issue 41: every page is one or two clicks from the sidebar. Walks each entry and each of its
 * sub-items as the owner sees them: each opens its page (no Access Denied, no Not found).
 */
test('every sidebar entry and sub-item opens its page', async ({ page }) => {
  test.setTimeout(180_000);
  await logIn(page, USERS.owner);
  const nav = sidebar(page);
  const toggles = nav.locator('[data-testid^="nav-toggle-"]');
  const groups = await toggles.evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('data-testid')?.replace('nav-toggle-', '') ?? ''),
  );
  expect(groups).toEqual(expect.arrayContaining(['finance', 'tables', 'staff', 'settings']));
  const visited: string[] = [];
  for (const group of groups) {
    const toggle = nav.getByTestId(`nav-toggle-${group}`);
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    const links = nav.locator(`#nav-sub-${group} a`);
    const count = await links.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      // The sub-items stay open on their own pages; after a page of another group, open them again.
      const again = nav.getByTestId(`nav-toggle-${group}`);
      if ((await again.getAttribute('aria-expanded')) !== 'true') await again.click();
      const link = nav.locator(`#nav-sub-${group} a`).nth(i);
      const href = (await link.getAttribute('href')) ?? '';
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
      await expect(page.getByTestId('access-denied')).toHaveCount(0);
      await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      visited.push(href);
    }
  }
  for (const path of [
    '/reports/z-report',
    '/reports/scheduled-reports',
    '/online-ordering',
    '/licenses',
    '/settings/venues',
    '/settings/receipt',
    '/settings/beepers',
    '/accounts',
  ])
    expect(visited).toContain(path);
  // The kitchen display is an entry of its own.
  await nav.getByRole('link', { name: 'Kitchen display' }).click();
  await expect(page).toHaveURL(/\/kds$/);
});
