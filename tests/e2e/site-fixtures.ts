import type { APIRequestContext, Page } from '@playwright/test';
import { tokenStorageKeys } from '../../src/domain/session.ts';

/** Shared by the tests/e2e/site-*.spec.ts files (the public marketing site, issue 3). */

export const DEMO = { email: 'demo@ordna.se', password: 'Demo!2026' };
export const TOKEN_KEY = tokenStorageKeys(false).token;

/** A real login token for the demo owner, from the API. */
export async function demoToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/graphql', {
    data: {
      operationName: 'Login',
      query: 'mutation Login($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
      variables: { u: DEMO.email, p: DEMO.password },
    },
  });
  const { data } = (await response.json()) as { data: { login: { token: string } } };
  return data.login.token;
}

/** Opens a marketing page and waits until it is hydrated (links carry the region from then on). */
export async function openSite(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
