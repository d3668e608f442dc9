import { expect, type Locator, type Page } from '@playwright/test';

/** The app around a document: the sidebar and the top bar (found by CSS: a dialog hides them from roles). */
export const shellParts = (page: Page) => [page.locator('nav#sidebar'), page.locator('header').first()];

/**
 * On paper only the document shows (issue 47 item 9): in print media the shell is hidden while the
 * document is visible, and its Print button (there on screen, labelled) does not print.
 */
export async function expectPrintsAlone(page: Page, document: Locator, printButton: Locator): Promise<void> {
  await expect(printButton).toBeVisible();
  for (const part of shellParts(page)) await expect(part).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  try {
    await expect(document).toBeVisible();
    for (const part of shellParts(page)) await expect(part).toBeHidden();
    await expect(printButton).toBeHidden();
    // Black on white, whatever the screen's theme.
    expect(await document.evaluate((node) => getComputedStyle(node).color)).toBe('rgb(0, 0, 0)');
  } finally {
    await page.emulateMedia({ media: 'screen' });
  }
}
