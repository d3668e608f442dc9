import { expect, type Page } from '@playwright/test';
import { PASSWORD } from './shell-helpers.ts';

const LOGIN = `mutation ($u: String!, $p: String!) { login(username: $u, password: $p, backoffice: true) { token } }`;

/** One GraphQL call through the page's request context; fails the test on any error. */
export async function api<T>(page: Page, query: string, variables: Record<string, unknown>, token?: string) {
  const response = await page.request.post('/graphql', {
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    data: { query, variables },
  });
  const body = (await response.json()) as { data: T; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** A back-office token for a demo user, for the API calls a test sets its data up with. */
export async function apiToken(page: Page, email: string): Promise<string> {
  const { login } = await api<{ login: { token: string } }>(page, LOGIN, { u: email, p: PASSWORD });
  return login.token;
}
