import { expect, test } from '@playwright/test';
import { logIn, USERS } from './shell-helpers.ts';

/**
 * Issue 15: a signed-in page's document sends the gate's queries itself, before the app's code has
 * arrived (scripts/earlyRequests.ts), and the app uses those answers instead of asking again
 * (src/graphql/earlyAnswers.ts): each gate query goes out once per page load.
 */
const GATE = ['GetUserMetadata', 'ShellData', 'ShellOrganization'];

test("the document asks for the gate's answers and the app uses them", async ({ page }) => {
  await logIn(page, USERS.owner);
  const sent: string[] = [];
  page.on('request', (request) => {
    if (!request.url().endsWith('/graphql') || request.method() !== 'POST') return;
    const name = (request.postDataJSON() as { operationName?: string } | null)?.operationName ?? '';
    if (GATE.includes(name)) sent.push(name);
  });
  await page.goto('/pim/products');
  // The first data row: names sort in the viewer's language, so no one product is sure to be in view.
  await expect(page.getByRole('main').locator('tr[data-index="0"]')).toBeVisible();
  expect(sent.sort()).toEqual([...GATE].sort());
  // Sent by the document (its global is there) and taken by the app (none left unused).
  const left = await page.evaluate(() => {
    const early = (window as unknown as { __ordnaEarly?: { answers: Record<string, unknown> } }).__ordnaEarly;
    return early ? Object.keys(early.answers).length : null;
  });
  expect(left).toBe(0);
});
